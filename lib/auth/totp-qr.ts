import "server-only";

import qrcode from "qrcode-generator";

/** A QR code as one SVG path over a square of `size` modules (quiet zone included), drawn on the server. */
export type QrDrawing = { size: number; path: string };

const QUIET_ZONE = 4;

/**
 * The two-factor key's otpauth:// URI as a QR code for an authenticator app to scan. Drawn here, on the server, so
 * the page ships a plain <svg> path and no QR library reaches the browser. Error correction M, as authenticator
 * apps' own set-up screens use.
 */
export function drawTotpQr(uri: string): QrDrawing {
  const code = qrcode(0, "M");
  code.addData(uri, "Byte");
  code.make();
  const modules = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < modules; row += 1) {
    for (let column = 0; column < modules; column += 1) {
      if (code.isDark(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules + QUIET_ZONE * 2, path: parts.join("") };
}

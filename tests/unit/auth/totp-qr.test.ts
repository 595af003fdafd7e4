import { drawTotpQr } from "@/lib/auth/totp-qr";

jest.mock("server-only", () => ({}));

const uri =
  "otpauth://totp/Matcha%20Glow:amina%40example.ae?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Matcha%20Glow";

/** The dark modules the path draws, as "x,y". */
const darkModules = (path: string) =>
  new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));

describe("drawTotpQr", () => {
  test("draws the otpauth URI as a QR code with a quiet zone and the three finder patterns", () => {
    const { size, path } = drawTotpQr(uri);
    // Version n has 17 + 4n modules a side; 8 more for the quiet zone of 4 on each side.
    expect((size - 8 - 17) % 4).toBe(0);
    const dark = darkModules(path);
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    const modules = size - 8;
    for (const [left, top] of [
      [4, 4],
      [4 + modules - 7, 4],
      [4, 4 + modules - 7],
    ]) {
      // A finder pattern: a dark 7x7 ring, a light ring inside it, a dark 3x3 centre.
      for (let index = 0; index < 7; index += 1) {
        expect(dark.has(`${left! + index},${top}`)).toBe(true);
        expect(dark.has(`${left},${top! + index}`)).toBe(true);
      }
      expect(dark.has(`${left! + 1},${top! + 1}`)).toBe(false);
      expect(dark.has(`${left! + 3},${top! + 3}`)).toBe(true);
    }
    // Nothing is drawn in the quiet zone.
    expect(
      [...dark].every((cell) => cell.split(",").every((value) => Number(value) >= 4 && Number(value) < size - 4)),
    ).toBe(true);
  });

  test("the same key always gives the same drawing, another key another one", () => {
    expect(drawTotpQr(uri)).toEqual(drawTotpQr(uri));
    expect(drawTotpQr(uri.replace("JBSW", "KRSX")).path).not.toBe(drawTotpQr(uri).path);
  });
});

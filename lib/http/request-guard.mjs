// Requests the shop refuses before Next.js sees them. The framework answers some of these with a 500 of its own
// (malformed percent-encoding, TRACE), and dot-paths such as /.env or /.git/config must never reach a handler.

const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/**
 * @param {string | undefined} method
 * @param {string | undefined} url the request target as received, e.g. `/products/x?y=1`
 * @returns {{ status: 400 | 404 | 405, message: string } | null} null when the request may go on
 */
export function refuseUnexpectedRequest(method, url) {
  if (REFUSED_METHODS.has(String(method ?? "").toUpperCase())) return { status: 405, message: "Method Not Allowed" };
  const target = String(url ?? "/");
  const pathname = target.split(/[?#]/, 1)[0] ?? "/";
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: "Bad Request" };
  }
  // Any segment starting with a dot (/.env, /.git/config, /%2egit) except the standard /.well-known/ folder.
  if (decoded.split("/").some((segment, index) => segment.startsWith(".") && !(index === 1 && segment === ".well-known"))) {
    return { status: 404, message: "Not Found" };
  }
  return null;
}

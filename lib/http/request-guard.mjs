// Requests the shop refuses before Next.js sees them. The framework answers some of these with a 500 of its own
// (malformed percent-encoding, TRACE, a server action from a foreign origin or over its body limit), and dot-paths
// such as /.env or /.git/config must never reach a handler.

const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** Next.js's own default limit for a server action's body; larger ones are refused here with a proper 413. */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

function firstValue(header) {
  return String(Array.isArray(header) ? header[0] : (header ?? "")).split(",")[0].trim().toLowerCase();
}

/**
 * A server action is a POST with a `next-action` header. Browsers always send Origin with one; it must name this
 * shop (the Host, the configured site address, or the forwarded host when a trusted proxy sets it). `Origin: null`
 * (sandboxed frames, some redirects) never does.
 */
function refuseServerAction(headers, options) {
  const declared = Number(headers["content-length"]);
  if (Number.isFinite(declared) && declared > SERVER_ACTION_BODY_LIMIT_BYTES) return { status: 413, message: "Payload Too Large" };
  const origin = headers.origin;
  if (origin === undefined) return null;
  let originHost;
  try {
    originHost = new URL(firstValue(origin)).host;
  } catch {
    return { status: 403, message: "Forbidden" };
  }
  const allowed = new Set([firstValue(headers.host), ...(options.siteHosts ?? [])]);
  if (options.trustForwardedHost) allowed.add(firstValue(headers["x-forwarded-host"]));
  allowed.delete("");
  return allowed.has(originHost) ? null : { status: 403, message: "Forbidden" };
}

/**
 * @param {{ method?: string, url?: string, headers?: Record<string, string | string[] | undefined> }} request
 * @param {{ siteHosts?: string[], trustForwardedHost?: boolean }} [options]
 * @returns {{ status: 400 | 403 | 404 | 405 | 413, message: string } | null} null when the request may go on
 */
export function refuseUnexpectedRequest({ method, url, headers = {} }, options = {}) {
  const verb = String(method ?? "").toUpperCase();
  if (REFUSED_METHODS.has(verb)) return { status: 405, message: "Method Not Allowed" };
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
  if (verb === "POST" && headers["next-action"] !== undefined) return refuseServerAction(headers, options);
  return null;
}

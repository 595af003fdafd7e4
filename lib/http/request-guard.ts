// Requests the shop refuses before Next.js sees them. The framework answers some of these with a 500 of its own
// (malformed percent-encoding, TRACE, a server action or a no-JavaScript form post to an action page from a foreign
// origin, a server action over its body limit), and dot-paths such as /.env or /.git/config must never reach a handler.

import { SERVER_ACTION_HEADER } from "../next-private-interfaces.ts";

type HeaderValue = string | string[] | undefined;
type Headers = Record<string, HeaderValue>;
export type GuardOptions = { siteHosts?: string[]; trustForwardedHost?: boolean };
export type Refusal = { status: 400 | 403 | 404 | 405 | 413; message: string };

const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** Next.js's own default limit for a server action's body; larger ones are refused here with a proper 413. */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

function firstValue(header: HeaderValue): string {
  return (String(Array.isArray(header) ? header[0] : (header ?? "")).split(",")[0] ?? "").trim().toLowerCase();
}

/**
 * Paths that legitimately receive POSTs from elsewhere: Shopify's webhook route (server to server, signed), the
 * browser's own CSP violation reports, and the one-click unsubscribe a mailbox provider posts (RFC 8058; signed per
 * subscriber, and all it can do is what the link's owner asked). Every other POST is the shop's own form or fetch.
 * Exact routes, never a prefix: a cross-site server action posted to /api/webhooks/anything reached Next.js and
 * answered 500.
 */
const CROSS_ORIGIN_POST_PATHS = [
  /^\/api\/webhooks\/shopify\/?$/,
  /^\/api\/csp-report\/?$/,
  /^\/api\/newsletter\/unsubscribe\/?$/,
];

/** A server action (a POST with a `next-action` header) over Next.js's body limit: refused with a proper 413. */
function refuseOversizedServerAction(headers: Headers): Refusal | null {
  const declared = Number(headers["content-length"]);
  return Number.isFinite(declared) && declared > SERVER_ACTION_BODY_LIMIT_BYTES
    ? { status: 413, message: "Payload Too Large" }
    : null;
}

/**
 * Browsers send Origin with every POST, so a POST whose Origin is not this shop (the Host, the configured site
 * address, or the forwarded host when a trusted proxy sets it) is a cross-site form or fetch: refused here, whether
 * it is a script's server action (`next-action` header), a no-JavaScript form posted to an action page, or a call to
 * /api/auth. `Origin: null` (sandboxed frames, opaque redirects, no-referrer forms) never names the shop. Without Origin
 * the caller is no browser (curl, a server) and carries no shopper's cookies unwillingly, so it goes on, as Next.js
 * and Better Auth also let it.
 */
function refuseForeignOrigin(headers: Headers, options: GuardOptions): Refusal | null {
  const origin = headers.origin;
  if (origin === undefined) return null;
  let originHost: string;
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

/** The answer to send instead of handing the request to Next.js, or null when the request may go on. */
export function refuseUnexpectedRequest(
  { method, url, headers = {} }: { method?: string; url?: string; headers?: Headers },
  options: GuardOptions = {},
): Refusal | null {
  const verb = String(method ?? "").toUpperCase();
  if (REFUSED_METHODS.has(verb)) return { status: 405, message: "Method Not Allowed" };
  const target = String(url ?? "/");
  const pathname = target.split(/[?#]/, 1)[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: "Bad Request" };
  }
  // Any segment starting with a dot (/.env, /.git/config, /%2egit) except the standard /.well-known/ folder.
  if (
    decoded.split("/").some((segment, index) => segment.startsWith(".") && !(index === 1 && segment === ".well-known"))
  ) {
    return { status: 404, message: "Not Found" };
  }
  if (verb !== "POST") return null;
  if (headers[SERVER_ACTION_HEADER] !== undefined) {
    const oversized = refuseOversizedServerAction(headers);
    if (oversized) return oversized;
  }
  if (CROSS_ORIGIN_POST_PATHS.some((path) => path.test(decoded))) return null;
  return refuseForeignOrigin(headers, options);
}

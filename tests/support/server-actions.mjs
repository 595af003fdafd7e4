// Calls the shop's server actions over plain HTTP, the way React's client does, for tests and scripts that drive a
// production build without a browser (crash, abuse and load tests). Action ids come from the build's own manifest.
import { serverActions } from "../../scripts/build-output.mjs";

/**
 * The build's server actions by `file#exportedName`, e.g. `lib/actions/cart.ts#addToCartAction`.
 * @returns {Map<string, string>} name to action id
 */
export function readServerActions(distDir) {
  return new Map(serverActions(distDir).flatMap(({ id, name }) => (name ? [[name, id]] : [])));
}

/** React's reply format reads a string starting with "$" as a reference; its client escapes such strings as "$$...". */
export function escapeForReply(value) {
  if (typeof value === "string") return value.startsWith("$") ? `$${value}` : value;
  if (Array.isArray(value)) return value.map(escapeForReply);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, escapeForReply(entry)]));
  return value;
}

/** The body React's client sends: JSON for plain arguments, multipart with `_1_`-prefixed fields for a FormData one. */
function encodeArguments(args) {
  const formIndex = args.findIndex((arg) => arg instanceof FormData);
  if (formIndex === -1) return { body: JSON.stringify(escapeForReply(args)), contentType: "text/plain;charset=UTF-8" };
  const body = new FormData();
  for (const [name, value] of args[formIndex].entries()) body.append(`_1_${name}`, value);
  body.append(
    "0",
    JSON.stringify(
      args.map((arg, index) => (index === formIndex ? "$K1" : arg === undefined ? "$undefined" : escapeForReply(arg))),
    ),
  );
  return { body };
}

/**
 * POSTs one server action to `page` (the page it is used on) and returns the raw answer plus the action's own
 * return value when the answer is a flight payload.
 * @param {{ baseUrl: string, page: string, id: string, args: unknown[], cookie?: string, headers?: Record<string, string> }} call
 */
export async function callServerAction({ baseUrl, page, id, args, cookie, headers = {} }) {
  const { body, contentType } = encodeArguments(args);
  const response = await fetch(new URL(page, baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: {
      accept: "text/x-component",
      "next-action": id,
      origin: new URL(baseUrl).origin,
      ...(contentType && { "content-type": contentType }),
      ...(cookie && { cookie }),
      ...headers,
    },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    result: actionResult(text),
    redirect: response.headers.get("x-action-redirect"),
  };
}

/** Row 1 of the flight payload is what the action returned (row 0 is the envelope). */
export function actionResult(text) {
  for (const line of text.split("\n")) {
    if (!line.startsWith("1:")) continue;
    try {
      return JSON.parse(line.slice(2));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** `name=value` pairs from Set-Cookie headers, merged into an existing Cookie header value. */
export function mergeCookies(cookie, headers) {
  const jar = new Map(
    (cookie ?? "")
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split("=", 1)[0], pair]),
  );
  for (const set of headers.getSetCookie?.() ?? []) {
    const pair = set.split(";", 1)[0];
    const name = pair.split("=", 1)[0];
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

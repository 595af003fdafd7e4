/**
 * The order-tracking form posted the way a browser without JavaScript does: the hidden fields React renders into a
 * server-action form, read from one shop's /track-order, posted back (to the same shop or, in a cluster, another).
 */
export const TRACK_NOT_FOUND = "Order not found. Please check your email and order number.";
export const TRACK_THROTTLED = "Too many requests. Please wait a moment.";

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The hidden `$ACTION…` fields of the tracking form on `shopUrl`/track-order. */
export async function trackOrderActionFields(shopUrl: string): Promise<Array<[string, string]>> {
  const html = await (await fetch(`${shopUrl}/track-order`)).text();
  const fields = [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)].map(
    ([, name, value]): [string, string] => [name!, decodeEntities(value ?? "")],
  );
  if (fields.length === 0) throw new Error("the tracking form has no server-action fields");
  return fields;
}

/**
 * Looks up an order number nobody has, for `email`, claiming to be `forwardedFor` when given. The form's fields come
 * from `formFrom` (default: the shop posted to), so a test can render the form on one instance and post it to another.
 */
export async function trackUnknownOrder(
  shopUrl: string,
  email: string,
  options: { forwardedFor?: string; formFrom?: string } = {},
): Promise<"not_found" | "throttled"> {
  const form = new FormData();
  for (const [name, value] of await trackOrderActionFields(options.formFrom ?? shopUrl)) form.set(name, value);
  form.set("email", email);
  form.set("orderNumber", "#999999");
  const headers: Record<string, string> = options.forwardedFor ? { "X-Forwarded-For": options.forwardedFor } : {};
  const response = await fetch(`${shopUrl}/track-order`, { method: "POST", body: form, headers });
  const html = await response.text();
  if (html.includes(TRACK_THROTTLED)) return "throttled";
  if (html.includes(TRACK_NOT_FOUND)) return "not_found";
  throw new Error(`unexpected answer ${response.status}: ${html.slice(0, 300)}`);
}

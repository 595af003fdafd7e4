// Which payment setup this process's cached pages were rendered for. The FAQ, terms, privacy, shipping and returns
// pages, the home page's FAQ and the product pages name the methods the checkout offers, and they are prerendered
// once by `next build`; a shop started from that build with another PAYMENT_PROVIDER or PAYMENT_METHODS (the test
// suites run several from one build; an owner switches a gateway on without rebuilding) must not serve the build's
// sentences. Each such page carries the tag of the setup it was rendered for (lib/payments/checkout-offer.ts), and
// the cache handlers (lib/cache/*-cache-handler.mjs) treat a page of another setup as missing: it is rendered once
// for this setup and cached again, so the pages stay static.
//
// Loaded by Node itself (the cache handlers) and by the app: erasable TypeScript, no imports. The key is computed
// from the environment here because the handlers live outside the app's bundle; tests/unit/cache/payment-setup.test.ts
// holds it equal to checkoutOfferKey() of content/shop-promises.ts.

/** Next.js's header listing a cached page's tags (NEXT_CACHE_TAGS_HEADER, checked in next-private-interfaces.test). */
const CACHE_TAGS_HEADER = "x-next-cache-tags";
const TAG_PREFIX = "payments:";
/** content/payment-methods.ts's order. */
const METHOD_ORDER = ["card", "apple_pay", "google_pay", "tabby", "tamara"];

export function paymentSetupTag(key: string): string {
  return `${TAG_PREFIX}${key}`;
}

/** The setup key the environment describes: `local`, `shopify`, or `local:checkoutcom:card+tabby` (no comma: the tags header is comma-joined). */
export function paymentSetupKeyOf(source: Record<string, string | undefined>): string {
  const provider = source.COMMERCE_PROVIDER === "shopify" ? "shopify" : "local";
  const gateway = source.PAYMENT_PROVIDER;
  if (provider !== "local" || (gateway !== "checkoutcom" && gateway !== "stripe")) return provider;
  const listed = (source.PAYMENT_METHODS || "card").split(",").map((name) => name.trim().toLowerCase());
  return `${provider}:${gateway}:${METHOD_ORDER.filter((method) => listed.includes(method)).join("+")}`;
}

/** True for a cached page rendered for a payment setup other than this process's; pages without the tag stay. */
export function renderedForAnotherPaymentSetup(value: unknown, source = process.env): boolean {
  const headers = (value as { headers?: Record<string, unknown> } | null | undefined)?.headers;
  const tags = headers?.[CACHE_TAGS_HEADER];
  if (typeof tags !== "string") return false;
  const setups = tags.split(",").filter((tag) => tag.startsWith(TAG_PREFIX));
  return setups.length > 0 && !setups.includes(paymentSetupTag(paymentSetupKeyOf(source)));
}

/**
 * How many bytes each route handler that reads a body accepts. Small on purpose: every real body is a fraction of
 * its limit, and a body over it is refused with 413 before it is read (lib/http/read-limited-body.ts), so a flood of
 * large bodies never sits in the server's memory. A new route that reads a body adds its line here: the lint
 * refuses reading a body any other way, and the reader takes only a route listed here.
 */
export const routeBodyLimits = {
  /** Better Auth's JSON (sign-in, sign-up, reset, two-factor): a few hundred bytes. */
  "/api/auth/[...all]": 16 * 1024,
  /** A browser's violation report is a few hundred bytes; a batch of them a few kilobytes. */
  "/api/csp-report": 16 * 1024,
  /** The confirmation page's two small fields. */
  "/api/newsletter/confirm": 1024,
  /** `List-Unsubscribe=One-Click` (RFC 8058), or the confirm page's two small fields. */
  "/api/newsletter/unsubscribe": 2 * 1024,
  /** `{ "percentOff": 15 }`. */
  "/api/test/discount-codes": 1024,
  /** `{ "email": "owner@example.com" }`. */
  "/api/test/admin-set-up": 1024,
  /** Shopify's order payloads are a few kilobytes; a large order with many lines stays far below this. */
  "/api/webhooks/shopify": 512 * 1024,
  /** A Stripe event or a Checkout.com notification is a few kilobytes. */
  "/api/webhooks/stripe": 64 * 1024,
  "/api/webhooks/checkout-com": 64 * 1024,
  /** WhatsApp's delivery statuses come a few to a batch, each well under a kilobyte. */
  "/api/webhooks/whatsapp": 64 * 1024,
} as const;

export type BodyLimitedRoute = keyof typeof routeBodyLimits;

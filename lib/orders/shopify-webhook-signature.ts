import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

/** Shopify signs the exact request bytes with the app's secret: base64(HMAC-SHA256(body)) in X-Shopify-Hmac-Sha256. */
export function verifyShopifyWebhookSignature(
  rawBody: Uint8Array,
  signature: string | null,
  secret: string | undefined,
): boolean {
  if (!secret || !signature) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const provided = Buffer.from(signature.trim(), "base64");
  // timingSafeEqual needs equal lengths; a wrong length is simply a wrong signature.
  return provided.length === expected.length && timingSafeEqual(provided, expected);
}

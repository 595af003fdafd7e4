import { createHmac, randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

/** The secret playwright.config.ts gives the Shopify shop (SHOPIFY_WEBHOOK_SECRET). */
const SECRET = "e2e-shopify-webhook-secret";

/**
 * Posts a webhook to the shop signed as Shopify signs it (HMAC-SHA256 of the exact body, base64); returns the response.
 */
export async function sendShopifyWebhook(
  request: APIRequestContext,
  topic: string,
  payload: unknown,
  id = `e2e-${randomUUID()}`,
) {
  const body = JSON.stringify(payload);
  const signature = createHmac("sha256", SECRET).update(body).digest("base64");
  return request.post("/api/webhooks/shopify", {
    data: body,
    headers: {
      "content-type": "application/json",
      "x-shopify-topic": topic,
      "x-shopify-webhook-id": id,
      "x-shopify-hmac-sha256": signature,
    },
  });
}

import { createHmac } from "node:crypto";

export const WEBHOOK_SECRET = "test-webhook-secret";

/** A Shopify orders/* payload trimmed to realistic fields, Shopify's own shapes and types included. */
export function shopifyOrderPayload(overrides: Record<string, unknown> = {}) {
  return {
    id: 5_600_000_000_001,
    order_number: 1042,
    name: "#1042",
    email: "Layla@Example.com",
    phone: null,
    financial_status: "paid",
    fulfillment_status: null,
    cancelled_at: null,
    closed_at: null,
    total_price: "239.00",
    subtotal_price: "239.00",
    total_shipping_price_set: {
      shop_money: { amount: "0.00", currency_code: "AED" },
      presentment_money: { amount: "0.00", currency_code: "AED" },
    },
    currency: "AED",
    payment_gateway_names: ["shopify_payments"],
    created_at: "2026-03-01T10:00:00+04:00",
    updated_at: "2026-03-01T10:00:00+04:00",
    shipping_address: {
      first_name: "Layla",
      last_name: "Saeed",
      name: "Layla Saeed",
      address1: "Marina Gate 1, Apt 2204",
      address2: null,
      city: "Dubai Marina",
      province: "Dubai",
      country: "United Arab Emirates",
      country_code: "AE",
      zip: null,
      phone: "+971501112233",
    },
    billing_address: {
      name: "Layla Saeed",
      address1: "Marina Gate 1, Apt 2204",
      city: "Dubai Marina",
      province: "Dubai",
      country: "United Arab Emirates",
      country_code: "AE",
    },
    line_items: [
      {
        id: 1,
        title: "Matcha Ritual Set",
        variant_title: null,
        quantity: 1,
        price: "239.00",
        variant_id: 4801000000010,
        total_discount: "0.00",
      },
    ],
    fulfillments: [],
    ...overrides,
  };
}

export function fulfillmentPayload(overrides: Record<string, unknown> = {}) {
  return {
    id: 4_100_000_000_001,
    order_id: 5_600_000_000_001,
    status: "success",
    tracking_company: "Aramex",
    tracking_number: "AX123456789AE",
    tracking_url: "https://www.aramex.com/track/results?ShipmentNumber=AX123456789AE",
    line_items: [{ id: 1, quantity: 1 }],
    created_at: "2026-03-02T09:00:00+04:00",
    updated_at: "2026-03-02T09:00:00+04:00",
    ...overrides,
  };
}

/** A webhook request signed the way Shopify signs it (or with `signature` to forge one). */
export function webhookRequest(
  topic: string,
  payload: unknown,
  options: { id: string; signature?: string | null; secret?: string },
) {
  const body = JSON.stringify(payload);
  const signature =
    options.signature === undefined
      ? createHmac("sha256", options.secret ?? WEBHOOK_SECRET)
          .update(body)
          .digest("base64")
      : options.signature;
  const headers = new Headers({
    "content-type": "application/json",
    "x-shopify-topic": topic,
    "x-shopify-webhook-id": options.id,
  });
  if (signature !== null) headers.set("x-shopify-hmac-sha256", signature);
  return new Request("http://127.0.0.1/api/webhooks/shopify", { method: "POST", body, headers });
}

import type { OrderLookupResult } from "@/lib/orders/order-lookup-shape";

/** A tracking lookup result as the server sends it: order #1007, two masks and a cleanser, free shipping. */
export function lookupResult(
  order: Partial<OrderLookupResult["order"]> = {},
  items?: OrderLookupResult["items"],
): OrderLookupResult {
  return {
    order: {
      shopify_order_number: "#1007",
      status: "open",
      financial_status: "pending",
      fulfillment_status: "unfulfilled",
      total_amount: 287,
      subtotal_amount: 287,
      shipping_amount: 0,
      discount_amount: 0,
      discount_code: null,
      currency: "AED",
      delivery_area: { city: "Jumeirah", province: "Dubai", country: "United Arab Emirates" },
      tracking_company: null,
      tracking_number: null,
      tracking_url: null,
      created_at: "2026-03-01T08:00:00.000Z",
      updated_at: "2026-03-01T08:00:00.000Z",
      ...order,
    },
    items: items ?? [
      { title: "Matcha Clay Mask", variant_title: "Default Title", quantity: 2, price: 99, total_price: 198 },
      { title: "Matcha Pure Cleanser", variant_title: null, quantity: 1, price: 89, total_price: 89 },
    ],
  };
}

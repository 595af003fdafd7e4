import type { OrderStatus } from "@/lib/orders/order-status";

/**
 * The one status of a shop's own order (lib/orders/order-status.ts), as the owner and the shopper both read it: the
 * order page, the order list and its filter, tracking, the account, the e-mails and the CSV. Shopify orders keep
 * Shopify's own words.
 */
export const orderStatusWords = {
  awaiting_payment: "Awaiting online payment",
  expired: "Expired unpaid",
  placed: "Placed",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "Delivered and paid",
  cancelled: "Cancelled",
  refused: "Refused at the door",
  returned: "Returned",
} as const satisfies Record<OrderStatus, string>;

import type { OrderRow } from "@/lib/db/schema";

/** How the back office names where an order came from and how it is paid: Shopify, paid online, or cash on delivery. */
export function orderChannel(order: Pick<OrderRow, "source" | "paymentMethod">): "shopify" | "online" | "local" {
  if (order.source === "shopify") return "shopify";
  return order.paymentMethod === "online" ? "online" : "local";
}

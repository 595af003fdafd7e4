import { codLifecycleStages, type CodLifecycleStage } from "./cod-lifecycle";

/**
 * One status for an order of the shop's own checkout, which the owner and the shopper both understand: its lifecycle
 * stage (placed, confirmed, shipped, delivered and paid, cancelled, refused at the door; awaiting or expired online
 * payment), and "returned" once a return of it was refunded. A Shopify order has none: Shopify's words stay its own.
 */
export const orderStatuses = [...codLifecycleStages, "returned"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function orderStatusOf(order: {
  lifecycleStage: CodLifecycleStage | null;
  /** A return of it was refunded (lib/returns). */
  returned: boolean;
}): OrderStatus | null {
  if (!order.lifecycleStage) return null;
  return order.lifecycleStage === "delivered" && order.returned ? "returned" : order.lifecycleStage;
}

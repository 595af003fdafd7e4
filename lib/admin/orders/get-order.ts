import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders, type OrderItemRow, type OrderRow } from "@/lib/db/schema";
import { readOrderItems } from "@/lib/orders/order-items";

export type AdminOrderView = { order: OrderRow; items: OrderItemRow[] };

/** One order with its lines for the back office; null for an id that names none. */
export async function getOrderForAdmin(db: Db, orderId: string): Promise<AdminOrderView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  return { order, items: await readOrderItems(db, order.id) };
}

import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders, type OrderItemRow, type OrderRow } from "@/lib/db/schema";
import { readOrderItems } from "@/lib/orders/order-items";
import { orderWasReturned } from "@/lib/orders/order-returned-sql";

/** `returned`: a return of it was refunded, so its one status reads "returned" (lib/orders/order-status.ts). */
export type AdminOrderView = { order: OrderRow; items: OrderItemRow[]; returned: boolean };

/** One order with its lines for the back office; null for an id that names none. */
export async function getOrderForAdmin(db: Db, orderId: string): Promise<AdminOrderView | null> {
  const [found] = await db
    .select({ order: orders, returned: orderWasReturned })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!found) return null;
  return { ...found, items: await readOrderItems(db, found.order.id) };
}

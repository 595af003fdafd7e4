import "server-only";

import { and, asc, desc, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orderItems, orders } from "@/lib/db/schema";

/**
 * The order a return form names, by the tracking page's gate (its e-mail and number together), with its lines in
 * the order the shopper saw them: the form names lines by position, never by a database id.
 */
export async function findOrderForReturn(db: Db, email: string, orderNumber: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(sql`lower(${orders.email})`, email.trim().toLowerCase())))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return null;
  const items = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return { id: order.id, itemIds: items.map((item) => item.id) };
}

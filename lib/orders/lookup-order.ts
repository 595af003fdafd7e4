import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { readReturnsView } from "@/lib/returns/returns-view";
import { readOrderItems } from "./order-items";
import { normalizeOrderNumber } from "./order-number";
import { toOrderLookupResult, type OrderLookupResult } from "./order-lookup-shape";

export type { OrderLookupResult } from "./order-lookup-shape";
export { normalizeOrderNumber } from "./order-number";

/**
 * The order for the tracking page. Knowing the e-mail and the order number together is the only gate,
 * so both must match; e-mail case does not matter.
 */
export async function lookupOrderForTracking(
  db: Db,
  email: string,
  orderNumber: string,
): Promise<OrderLookupResult | null> {
  const number = normalizeOrderNumber(orderNumber);
  const normalizedEmail = email.trim().toLowerCase();
  if (!number || !normalizedEmail) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, number), eq(sql`lower(${orders.email})`, normalizedEmail)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return null;
  const items = await readOrderItems(db, order.id);
  return { ...toOrderLookupResult(order, items), returns: await readReturnsView(db, order, items) };
}

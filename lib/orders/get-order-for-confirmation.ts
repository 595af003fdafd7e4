import "server-only";

import { eq } from "drizzle-orm";

import { getDb, type Db } from "@/lib/db";
import { orders, type OrderItemRow, type OrderRow } from "@/lib/db/schema";
import { readOrderItems } from "./order-items";

export type OrderConfirmation = { order: OrderRow; items: OrderItemRow[] };

/** The order behind a confirmation link; the token is its only key, so an unknown or malformed one finds nothing. */
export async function getOrderForConfirmation(db: Db, publicToken: string): Promise<OrderConfirmation | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(publicToken)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.publicToken, publicToken)).limit(1);
  if (!order) return null;
  return { order, items: await readOrderItems(db, order.id) };
}

/** The confirmation page's entry point: it opens the shop's database here so the page never touches it. */
export async function findOrderConfirmation(publicToken: string | undefined): Promise<OrderConfirmation | null> {
  if (!publicToken) return null;
  return getOrderForConfirmation(await getDb(), publicToken);
}

import "server-only";

import { and, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { expireAwaitingOrder } from "./expire-unpaid-orders";

/** The order a cart was checked out into that still waits for its online payment. */
export type AwaitingCartPayment = { orderId: string; orderNumber: string; payBy: Date };

export async function awaitingPaymentOfCart(db: Db, cartId: string): Promise<AwaitingCartPayment | null> {
  const [order] = await db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber, payBy: orders.paymentDueBy })
    .from(orders)
    .where(and(eq(orders.checkoutKey, cartId), eq(orders.lifecycleStage, "awaiting_payment")))
    .limit(1);
  return order?.payBy ? { orderId: order.orderId, orderNumber: order.orderNumber, payBy: order.payBy } : null;
}

/**
 * The shopper gives up the payment from the cart: the order ends as if its time had run out (stock back, the cart
 * open again). A payment completed at the gateway meanwhile is refunded when it arrives (settle-payment.ts). False
 * when nothing was waiting (already paid, expired or cancelled: a second press changes nothing).
 */
export async function cancelCartPayment(db: Db, cartId: string, now: Date = new Date()): Promise<boolean> {
  const awaiting = await awaitingPaymentOfCart(db, cartId);
  if (!awaiting) return false;
  return db.transaction((tx) => expireAwaitingOrder(tx, awaiting.orderId, now));
}

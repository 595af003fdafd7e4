import "server-only";

import { and, eq, lt } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { returnStock } from "@/lib/catalogue/stock";
import { carts, discountCodes, orderItems, orders } from "@/lib/db/schema";
import { releaseOwnerCodeUse } from "@/lib/discounts/owner-codes";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Ends an order the shopper did not pay in time (or cancelled at the gateway's page), in the caller's transaction:
 * its units go back on the shelf, its welcome code (or its use of an owner-made code) is free again, and the cart it came from (kept while the order
 * waited) may check out anew, so the shopper tries again from the cart. A payment that still arrives is refunded
 * (settle-payment.ts). False when the order no longer awaits payment (paid, or already expired).
 */
export async function expireAwaitingOrder(tx: Tx, orderId: string, now: Date): Promise<boolean> {
  const [order] = await tx
    .select({ stage: orders.lifecycleStage, cartId: orders.checkoutKey })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (order?.stage !== "awaiting_payment") return false;
  await tx
    .update(orders)
    .set({
      lifecycleStage: "expired",
      status: "cancelled",
      financialStatus: "voided",
      checkoutKey: null,
      paymentDueBy: null,
      cancelledAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  if (order.cartId) await tx.update(carts).set({ awaitingPaymentSince: null }).where(eq(carts.id, order.cartId));
  const lines = await tx
    .select({ merchandiseId: orderItems.merchandiseId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await returnStock(
    tx,
    lines.flatMap((line) =>
      line.merchandiseId ? [{ merchandiseId: line.merchandiseId, quantity: line.quantity }] : [],
    ),
  );
  await tx
    .update(discountCodes)
    .set({ redeemedAt: null, redeemedOrderId: null })
    .where(eq(discountCodes.redeemedOrderId, orderId));
  await releaseOwnerCodeUse(tx, orderId);
  return true;
}

/** Every order past its time to pay (policies.onlinePayment), each in its own transaction; how many expired. */
export async function expireOverdueOrders(db: Db, now: Date = new Date()): Promise<number> {
  const overdue = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.lifecycleStage, "awaiting_payment"), lt(orders.paymentDueBy, now)))
    .limit(100);
  let expired = 0;
  for (const { id } of overdue) if (await db.transaction((tx) => expireAwaitingOrder(tx, id, now))) expired += 1;
  return expired;
}

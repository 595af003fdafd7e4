import "server-only";

import { eq } from "drizzle-orm";

import { paidWithMethod, type OnlinePaymentMethod } from "@/content/payment-methods";
import { policies } from "@/content/policies";
import { getDb, type Db } from "@/lib/db";
import { onlinePayments, orders, type OrderItemRow, type OrderRow } from "@/lib/db/schema";
import { readOrderItems } from "./order-items";

/** `paidWith`: the method an online payment was captured with, as the gateway reported it; null for cash. */
export type OrderConfirmation = { order: OrderRow; items: OrderItemRow[]; paidWith: OnlinePaymentMethod | null };
/** A real link past its time: the page sends the shopper to order tracking instead of showing the order. */
export type ExpiredConfirmation = "expired";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The order behind a confirmation link; the token is its only key, so an unknown or malformed one finds nothing.
 * A link is forwarded, kept in mailboxes and browser histories, so it shows name, address and phone only for
 * `policies.orderConfirmation.showDetailsForDays` after the order; tracking (e-mail + number) stays open after that.
 */
export async function getOrderForConfirmation(
  db: Db,
  publicToken: string,
  now: Date = new Date(),
): Promise<OrderConfirmation | ExpiredConfirmation | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(publicToken)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.publicToken, publicToken)).limit(1);
  if (!order) return null;
  if (now.getTime() - order.createdAt.getTime() > policies.orderConfirmation.showDetailsForDays * DAY_MS)
    return "expired";
  const [items, payment] = await Promise.all([
    readOrderItems(db, order.id),
    order.paymentMethod === "online"
      ? db
          .select({ method: onlinePayments.method })
          .from(onlinePayments)
          .where(eq(onlinePayments.orderId, order.id))
          .then((rows) => rows[0])
      : undefined,
  ]);
  return { order, items, paidWith: paidWithMethod(payment?.method) };
}

/** The confirmation page's entry point: it opens the shop's database here so the page never touches it. */
export async function findOrderConfirmation(
  publicToken: string | undefined,
): Promise<OrderConfirmation | ExpiredConfirmation | null> {
  if (!publicToken) return null;
  return getOrderForConfirmation(await getDb(), publicToken);
}

import "server-only";

import { eq } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "@/lib/db";
import { onlinePayments, orders } from "@/lib/db/schema";
import { localizedPath, locales, type Locale } from "@/lib/i18n/locales";
import { applyGatewayPayment, mailIdsOf } from "./apply-gateway-payment";
import { expireAwaitingOrder } from "./expire-unpaid-orders";
import { confirmationPath } from "./start-order-payment";
import type { PaymentGateway } from "./types";
import { logError } from "@/lib/observability/json-log";

const returnQuerySchema = z.object({
  order: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  outcome: z.enum(["success", "cancel", "failure"]),
  locale: z.enum(locales).catch("en"),
  "cko-payment-id": z.string().max(100).optional(),
});

export type PaymentReturn = { location: string; mailIds: string[]; stockChanged: boolean };

/**
 * The shopper back from the gateway's page. Whatever the URL says, the order's payment is read from the gateway (by
 * the session the shop stored; Checkout.com names its payment in the URL, and that payment must carry this order's
 * id): paid goes to the confirmation; cancelled or declined ends the order now, its stock back and the cart open
 * again, and the delivery form says so.
 */
export async function handlePaymentReturn(
  db: Db,
  gateway: PaymentGateway | null,
  search: URLSearchParams,
): Promise<PaymentReturn> {
  const parsed = returnQuerySchema.safeParse(Object.fromEntries(search));
  const locale: Locale = parsed.success ? parsed.data.locale : "en";
  const toCart = { location: localizedPath(locale, "/cart"), mailIds: [], stockChanged: false };
  if (!parsed.success || !gateway) return toCart;
  const query = parsed.data;
  const [order] = await db.select().from(orders).where(eq(orders.publicToken, query.order));
  const [payment] = order ? await db.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id)) : [];
  if (!order || !payment || payment.gateway !== gateway.name) return toCart;
  const confirmation = { location: confirmationPath(locale, order.publicToken), mailIds: [], stockChanged: false };

  const paid = await gateway
    .readPayment({ sessionId: payment.sessionId, paymentId: query["cko-payment-id"] })
    .catch((error: unknown) => {
      logError(`[payments] reading ${order.orderNumber}'s payment from ${gateway.name} failed`, error);
      return null;
    });
  if (paid && paid.orderId === order.id && paid.status === "captured") {
    const settled = await applyGatewayPayment(db, gateway, paid);
    return { ...confirmation, mailIds: mailIdsOf(settled) };
  }
  // Success without a captured payment yet (a slow method): the confirmation shows the order awaiting payment.
  if (query.outcome === "success") return confirmation;
  const expired = await db.transaction((tx) => expireAwaitingOrder(tx, order.id, new Date()));
  if (!expired && order.lifecycleStage !== "awaiting_payment") return confirmation;
  const reason = query.outcome === "cancel" ? "cancelled" : "declined";
  return {
    location: `${localizedPath(locale, "/checkout/delivery")}?payment=${reason}`,
    mailIds: [],
    stockChanged: true,
  };
}

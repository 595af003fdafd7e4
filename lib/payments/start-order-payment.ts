import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { onlinePayments, orders } from "@/lib/db/schema";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { toFils } from "@/lib/tax/vat";
import type { PaymentGateway } from "./types";

export type StartPaymentResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; reason: "not_awaiting"; publicToken: string }
  | { ok: false; reason: "unknown_order" | "gateway_unavailable" };

/** The shop's return address for one order and outcome; what happened is read from the gateway, never from here. */
export function paymentReturnUrl(
  origin: URL,
  token: string,
  outcome: "success" | "cancel" | "failure",
  locale: Locale,
) {
  const url = new URL("/api/payments/return", origin);
  url.search = new URLSearchParams({ order: token, outcome, locale }).toString();
  return url.toString();
}

/**
 * Opens the gateway's hosted page for an order awaiting payment, once: a second submit of the same checkout (a
 * double click, a shopper back from the page) is sent to the page already opened.
 */
export async function startOrderPayment(
  db: Db,
  gateway: PaymentGateway,
  request: { orderId: string; origin: URL; locale: Locale },
): Promise<StartPaymentResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId));
  if (!order) return { ok: false, reason: "unknown_order" };
  if (order.lifecycleStage !== "awaiting_payment" || !order.paymentDueBy)
    return { ok: false, reason: "not_awaiting", publicToken: order.publicToken };
  const [opened] = await db.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id));
  if (opened) return { ok: true, redirectUrl: opened.redirectUrl };

  const token = order.publicToken;
  const amountFils = toFils(order.totalAmount);
  let session;
  try {
    session = await gateway.startHostedPayment({
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountFils,
      currency: "AED",
      email: order.email,
      customerName: order.customerName ?? "",
      locale: request.locale,
      returnUrls: {
        success: paymentReturnUrl(request.origin, token, "success", request.locale),
        cancel: paymentReturnUrl(request.origin, token, "cancel", request.locale),
        failure: paymentReturnUrl(request.origin, token, "failure", request.locale),
      },
      payBy: order.paymentDueBy,
    });
  } catch (error) {
    console.error(`[payments] ${gateway.name} could not open a hosted page for ${order.orderNumber}`, error);
    return { ok: false, reason: "gateway_unavailable" };
  }
  await db
    .insert(onlinePayments)
    .values({ orderId: order.id, gateway: gateway.name, ...session, amountFils, currency: "AED" })
    .onConflictDoNothing({ target: onlinePayments.orderId });
  // Two submits at once each opened a page; both shoppers' tabs go to the one recorded.
  const [recorded] = await db.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id));
  return { ok: true, redirectUrl: recorded?.redirectUrl ?? session.redirectUrl };
}

export const confirmationPath = (locale: Locale, token: string) =>
  `${localizedPath(locale, "/order-confirmation")}?order=${encodeURIComponent(token)}`;

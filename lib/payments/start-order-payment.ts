import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { onlinePayments, orders } from "@/lib/db/schema";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { toFils } from "@/lib/tax/vat";
import type { PaymentGateway } from "./types";
import { logError } from "@/lib/observability/json-log";

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

/** What opening a hosted page needs of an order awaiting payment; the placement hands it over as it writes it. */
export type OrderToPay = {
  id: string;
  orderNumber: string;
  publicToken: string;
  totalFils: number;
  email: string;
  customerName: string;
  payBy: Date;
};

type OrderToOpen =
  { ok: true; order: OrderToPay; openedUrl: string | null } | Exclude<StartPaymentResult, { ok: true }>;

/** The order and any page already opened for it, in one read. */
async function readOrderToOpen(db: Db, orderId: string): Promise<OrderToOpen> {
  const [found] = await db
    .select({ order: orders, openedUrl: onlinePayments.redirectUrl })
    .from(orders)
    .leftJoin(onlinePayments, eq(onlinePayments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!found) return { ok: false, reason: "unknown_order" };
  const { order, openedUrl } = found;
  if (order.lifecycleStage !== "awaiting_payment" || !order.paymentDueBy)
    return { ok: false, reason: "not_awaiting", publicToken: order.publicToken };
  return {
    ok: true,
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      publicToken: order.publicToken,
      email: order.email,
      totalFils: toFils(order.totalAmount),
      customerName: order.customerName ?? "",
      payBy: order.paymentDueBy,
    },
    openedUrl,
  };
}

/**
 * Opens the gateway's hosted page for an order awaiting payment, once: a second submit of the same checkout (a
 * double click, a shopper back from the page) is sent to the page already opened. `placed` is an order this request
 * has just placed: no page can be open for it yet, so it is not read back.
 */
export async function startOrderPayment(
  db: Db,
  gateway: PaymentGateway,
  request: { orderId: string; origin: URL; locale: Locale; placed?: OrderToPay },
): Promise<StartPaymentResult> {
  const toOpen: OrderToOpen = request.placed
    ? { ok: true, order: request.placed, openedUrl: null }
    : await readOrderToOpen(db, request.orderId);
  if (!toOpen.ok) return toOpen;
  const { order, openedUrl } = toOpen;
  if (openedUrl) return { ok: true, redirectUrl: openedUrl };

  const token = order.publicToken;
  const amountFils = order.totalFils;
  let session;
  try {
    session = await gateway.startHostedPayment({
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountFils,
      currency: "AED",
      email: order.email,
      customerName: order.customerName,
      locale: request.locale,
      returnUrls: {
        success: paymentReturnUrl(request.origin, token, "success", request.locale),
        cancel: paymentReturnUrl(request.origin, token, "cancel", request.locale),
        failure: paymentReturnUrl(request.origin, token, "failure", request.locale),
      },
      payBy: order.payBy,
    });
  } catch (error) {
    logError(`[payments] ${gateway.name} could not open a hosted page for ${order.orderNumber}`, error);
    return { ok: false, reason: "gateway_unavailable" };
  }
  const [inserted] = await db
    .insert(onlinePayments)
    .values({ orderId: order.id, gateway: gateway.name, ...session, amountFils, currency: "AED" })
    .onConflictDoNothing({ target: onlinePayments.orderId })
    .returning({ redirectUrl: onlinePayments.redirectUrl })
    .prepare("record_hosted_page")
    .execute();
  if (inserted) return { ok: true, redirectUrl: inserted.redirectUrl };
  // Two submits at once each opened a page; both shoppers' tabs go to the one recorded first.
  const [recorded] = await db
    .select({ redirectUrl: onlinePayments.redirectUrl })
    .from(onlinePayments)
    .where(eq(onlinePayments.orderId, order.id));
  return { ok: true, redirectUrl: recorded?.redirectUrl ?? session.redirectUrl };
}

export const confirmationPath = (locale: Locale, token: string) =>
  `${localizedPath(locale, "/order-confirmation")}?order=${encodeURIComponent(token)}`;

import "server-only";

import { paidWithMethod } from "@/content/payment-methods";
import { and, eq } from "drizzle-orm";

import { brand } from "@/content/brand";
import { adminPaymentMessages as text } from "@/content/messages/en/admin-payments";
import { ownerAddress } from "@/lib/owner/owner-address";
import type { Db } from "@/lib/db";
import { onlinePayments, orders, type OnlinePaymentRow, type OrderRow } from "@/lib/db/schema";
import { enqueueMail } from "@/lib/mail/outbox";
import { toFils } from "@/lib/tax/vat";
import { matchesOrderAmount } from "./minor-units";
import { issuePaidOrderPaperwork } from "./paid-order-paperwork";
import type { GatewayPayment, PaymentGatewayName } from "./types";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the gateway's word did to the order; `late` still owes the shopper a refund through the gateway. */
export type SettleOutcome =
  | { kind: "paid"; mailIds: string[] }
  | { kind: "already_settled" }
  | { kind: "late"; payment: OnlinePaymentRow; mailIds: string[] }
  | { kind: "mismatch"; mailIds: string[] }
  | { kind: "not_paid" }
  | { kind: "unknown_order" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const gatewayNames: Record<PaymentGatewayName, string> = { checkoutcom: "Checkout.com", stripe: "Stripe" };
const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;

const alertOwner = async (tx: Tx, subject: string, body: string) =>
  (await enqueueMail(tx, { kind: "payment_alert", to: ownerAddress(), toName: brand.name, subject, text: body })) ??
  null;

async function recordCapture(tx: Tx, row: OnlinePaymentRow, paid: GatewayPayment, now: Date) {
  await tx
    .update(onlinePayments)
    .set({
      status: "captured",
      paymentReference: paid.paymentReference,
      method: paid.method,
      capturedFils: paid.amountMinor,
      capturedAt: now,
      updatedAt: now,
    })
    .where(eq(onlinePayments.id, row.id));
}

async function settleCapture(
  tx: Tx,
  order: OrderRow,
  row: OnlinePaymentRow,
  paid: GatewayPayment,
  now: Date,
): Promise<SettleOutcome> {
  if (row.status === "captured" || row.status === "mismatch") return { kind: "already_settled" };
  // A late payment whose refund did not go through yet: handed back so the caller tries the refund again.
  if (row.status === "refunded_late")
    return row.refundedFils < (row.capturedFils ?? 0)
      ? { kind: "late", payment: row, mailIds: [] }
      : { kind: "already_settled" };
  const gateway = gatewayNames[row.gateway];
  const totalFils = toFils(order.totalAmount);
  if (!matchesOrderAmount({ totalFils, currency: order.currency }, paid)) {
    await tx
      .update(onlinePayments)
      .set({ status: "mismatch", paymentReference: paid.paymentReference, updatedAt: now })
      .where(eq(onlinePayments.id, row.id));
    const paidText = `${paid.currency.toUpperCase()} ${(paid.amountMinor / 100).toFixed(2)}`;
    const mailId = await alertOwner(
      tx,
      text.mismatchMail.subject(order.orderNumber),
      text.mismatchMail.body(order.orderNumber, aed(totalFils), paidText, gateway),
    );
    return { kind: "mismatch", mailIds: mailId ? [mailId] : [] };
  }
  await recordCapture(tx, row, paid, now);
  if (order.lifecycleStage !== "awaiting_payment") {
    // The stock went back when the order expired: the money goes back too.
    await tx.update(onlinePayments).set({ status: "refunded_late" }).where(eq(onlinePayments.id, row.id));
    const mailId = await alertOwner(
      tx,
      text.lateMail.subject(order.orderNumber),
      text.lateMail.body(order.orderNumber, aed(paid.amountMinor), gateway),
    );
    const [late] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, row.id));
    return { kind: "late", payment: late ?? row, mailIds: mailId ? [mailId] : [] };
  }
  await tx
    .update(orders)
    .set({ lifecycleStage: "placed", financialStatus: "paid", paymentDueBy: null, updatedAt: now })
    .where(eq(orders.id, order.id));
  const mailIds = await issuePaidOrderPaperwork(tx, order, now, paidWithMethod(paid.method));
  return { kind: "paid", mailIds };
}

/**
 * Applies a payment as the gateway reported it (a verified webhook, or a read by id on the return). Safe in any
 * order and any number of times: the order row is locked, and a payment already settled settles nothing new.
 */
export function settleGatewayPayment(
  db: Db,
  gateway: PaymentGatewayName,
  paid: GatewayPayment,
  now: Date = new Date(),
): Promise<SettleOutcome> {
  const orderId = paid.orderId;
  if (!orderId || !UUID.test(orderId)) return Promise.resolve({ kind: "unknown_order" });
  return db.transaction(async (tx): Promise<SettleOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const [row] = await tx
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.gateway, gateway)));
    if (!order || !row) return { kind: "unknown_order" };
    if (paid.status !== "captured") return { kind: "not_paid" };
    return settleCapture(tx, order, row, paid, now);
  });
}

/** Records that a late payment's refund was accepted by the gateway (never more than was captured). */
export async function recordLateRefund(db: Db, payment: OnlinePaymentRow): Promise<void> {
  await db
    .update(onlinePayments)
    .set({ refundedFils: payment.capturedFils ?? 0, updatedAt: new Date() })
    .where(eq(onlinePayments.id, payment.id));
}

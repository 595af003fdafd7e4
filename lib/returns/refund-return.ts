import "server-only";

import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, ne } from "drizzle-orm";

import { returnRequestMessages } from "@/content/messages/return-requests";
import { isAnonymisedEmail } from "@/lib/account/erase-account";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import {
  invoices,
  orderItems,
  orders,
  paymentRefunds,
  returnLines,
  returns,
  type OrderRow,
  type RefundedLines,
  type ReturnRow,
} from "@/lib/db/schema";
import { takeDocumentNumber } from "@/lib/invoices/numbering";
import type { InvoiceSnapshot } from "@/lib/invoices/snapshot";
import { enqueueMail } from "@/lib/mail/outbox";
import {
  creditedLines,
  creditedTotalFils,
  deliveryChargesFils,
  refundCreditNoteSnapshot,
  refundedSoFar,
} from "@/lib/payments/refund-lines";
import { refundEmail } from "@/lib/payments/refund-email";
import { refundOnlineOrder } from "@/lib/payments/refund-online-order";
import type { PaymentGateway } from "@/lib/payments/types";
import { lockReturn } from "./advance-return";
import { markReturnRefunded, returnRefundKey } from "./mark-return-refunded";
import { liveGatewayRefunds } from "./refunded-outside-returns";
import { refundsDeliveryFee, returnedInvoiceLines } from "./return-credit";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A cash order's money goes back as the owner records it; an order paid online goes back through the gateway. */
export type ReturnRefundRequest =
  | { returnId: string; method: "bank_transfer" | "cash"; reference: string; amountFils: number }
  | { returnId: string; method: "gateway" };

export type ReturnRefundOutcome =
  | {
      ok: true;
      number: string;
      status: "refunded" | "pending";
      amountFils: number;
      creditNoteNumber: string | null;
      mailIds: string[];
    }
  | { ok: false; reason: "not_found" | "not_received" | "wrong_method" | "no_invoice" | "nothing_to_refund" }
  | { ok: false; reason: "more_than_paid"; number: string; maxFils: number }
  | { ok: false; reason: "gateway_refused" | "gateway_declined" | "in_progress" | "not_paid"; number: string };

/** What the return credits, against the invoice and the refunds its order has had. */
async function creditOf(tx: Tx, orderId: string, returnId: string, reason: string, refundedBefore: RefundedLines[]) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice"), isNull(invoices.refundId)));
  if (!invoice) return null;
  const items = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, returnId));
  const soFar = refundedSoFar(invoice.snapshot, refundedBefore);
  const shipping = refundsDeliveryFee(reason) && !soFar.shipping && deliveryChargesFils(invoice.snapshot) > 0;
  const wanted = returnedInvoiceLines(
    items.map((item) => item.id),
    lines,
    shipping,
  );
  const credited = creditedLines(invoice.snapshot, soFar, wanted);
  if (!credited.ok) return null;
  return {
    invoice,
    wanted,
    lines: credited.lines,
    dueFils: creditedTotalFils(invoice.snapshot, credited.lines, shipping),
  };
}

/** What every earlier refunded return of a cash order gave back (online orders keep theirs in payment_refunds). */
async function cashRefundsBefore(tx: Tx, orderId: string, returnId: string) {
  const earlier = await tx
    .select({ id: returns.id, refundedFils: returns.refundedFils })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), eq(returns.state, "refunded"), ne(returns.id, returnId)));
  const items = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const itemIds = items.map((item) => item.id);
  const notes = await tx
    .select({ refundId: invoices.refundId, snapshot: invoices.snapshot })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "credit_note")));
  const refunded: RefundedLines[] = [];
  for (const row of earlier) {
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, row.id));
    const note = notes.find((candidate) => candidate.refundId === row.id);
    refunded.push(returnedInvoiceLines(itemIds, lines, note ? deliveryChargesFils(note.snapshot) > 0 : false));
  }
  return { refunded, paidBackFils: earlier.reduce((sum, row) => sum + (row.refundedFils ?? 0), 0) };
}

/**
 * What a cash return can give back at most: never more than its lines are worth (with the delivery fee when the
 * policy returns it), and never more than the courier collected less what earlier returns gave back.
 */
async function cashRefundDue(tx: Tx, order: OrderRow, row: ReturnRow) {
  const before = await cashRefundsBefore(tx, order.id, row.id);
  const credit = await creditOf(tx, order.id, row.id, row.reason, before.refunded);
  if (!credit) return null;
  return { credit, maxFils: Math.min(credit.dueFils, (order.cashCollectedFils ?? 0) - before.paidBackFils) };
}

/**
 * What the refund of a received return comes to, for the owner's form: the most a cash refund may record, or what the
 * gateway will give back. Null when the return is not waiting for its refund or its order has no invoice.
 */
export async function refundDueFils(db: Db, returnId: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: returns, order: orders })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(eq(returns.id, returnId));
    if (!found || found.row.state !== "received") return null;
    const { order, row } = found;
    if (order.paymentMethod !== "online") {
      const due = await cashRefundDue(tx, order, row);
      return due ? Math.max(0, due.maxFils) : null;
    }
    const credit = await creditOf(tx, order.id, row.id, row.reason, await gatewayRefundsBefore(tx, order.id, row.id));
    return credit?.dueFils ?? null;
  });
}

/**
 * The VAT inside a refund smaller than what the lines are worth (the owner kept part of it back): the credited lines'
 * VAT in proportion, so the note's difference and its VAT agree.
 */
const vatOfPart = (amountFils: number, totalFils: number, vatFils: number) =>
  totalFils === 0 ? 0 : Math.round((vatFils * amountFils) / totalFils);

async function recordCashRefund(
  db: Db,
  admin: AdminUser,
  request: Extract<ReturnRefundRequest, { method: "bank_transfer" | "cash" }>,
  now: Date,
): Promise<ReturnRefundOutcome> {
  return db.transaction(async (tx): Promise<ReturnRefundOutcome> => {
    const locked = await lockReturn(tx, request.returnId);
    if (!locked) return { ok: false, reason: "not_found" };
    const { order, row } = locked;
    if (row.state !== "received") return { ok: false, reason: "not_received" };
    if (order.paymentMethod === "online") return { ok: false, reason: "wrong_method" };
    const due = await cashRefundDue(tx, order, row);
    if (!due) return { ok: false, reason: "no_invoice" };
    const { credit, maxFils } = due;
    if (maxFils <= 0) return { ok: false, reason: "nothing_to_refund" };
    if (request.amountFils > maxFils) return { ok: false, reason: "more_than_paid", number: row.number, maxFils };

    const text = returnRequestMessages[order.locale];
    const number = await takeDocumentNumber(tx, "credit_note");
    const full = refundCreditNoteSnapshot(
      credit.invoice.snapshot,
      credit.lines,
      credit.wanted.shipping,
      text.refundReason(row.number),
      number,
      now,
    );
    const snapshot: InvoiceSnapshot = {
      ...full,
      totalFils: request.amountFils,
      vatFils:
        request.amountFils === full.totalFils
          ? full.vatFils
          : vatOfPart(request.amountFils, full.totalFils, full.vatFils),
    };
    const [note] = await tx
      .insert(invoices)
      .values({
        kind: "credit_note",
        number,
        orderId: order.id,
        creditsInvoiceId: credit.invoice.id,
        // A return's own id: the note is this return's, as a gateway refund's note is that refund's.
        refundId: row.id,
        publicToken: randomBytes(32).toString("base64url"),
        issuedAt: now,
        totalFils: snapshot.totalFils,
        vatFils: snapshot.vatFils,
        snapshot,
      })
      .returning({ id: invoices.id, publicToken: invoices.publicToken });
    await tx
      .update(returns)
      .set({
        state: "refunded",
        refundMethod: request.method,
        refundReference: request.reference,
        refundedFils: request.amountFils,
        refundedAt: now,
        updatedAt: now,
      })
      .where(eq(returns.id, row.id));
    const mailId = isAnonymisedEmail(order.email)
      ? null
      : await enqueueMail(
          tx,
          refundEmail(
            { ...note!, snapshot },
            order.email,
            request.amountFils,
            row.id,
            text.refundTiming[request.method](request.reference),
          ),
        );
    await recordAdminAction(tx, {
      actor: admin,
      action: "return.refunded",
      target: `order:${order.id}`,
      details: {
        returnNumber: row.number,
        orderNumber: order.orderNumber,
        amountFils: request.amountFils,
        method: request.method,
        reference: request.reference,
        creditNote: number,
      },
    });
    return {
      ok: true,
      number: row.number,
      status: "refunded",
      amountFils: request.amountFils,
      creditNoteNumber: number,
      mailIds: mailId ? [mailId] : [],
    };
  });
}

async function refundThroughGateway(
  db: Db,
  gateway: PaymentGateway,
  admin: AdminUser,
  returnId: string,
  now: Date,
): Promise<ReturnRefundOutcome> {
  const checked = await db.transaction(async (tx) => {
    const locked = await lockReturn(tx, returnId);
    if (!locked) return { ok: false as const, reason: "not_found" as const };
    const { order, row } = locked;
    if (row.state !== "received") return { ok: false as const, reason: "not_received" as const };
    if (order.paymentMethod !== "online") return { ok: false as const, reason: "wrong_method" as const };
    const refundedBefore = await gatewayRefundsBefore(tx, order.id, returnId);
    const credit = await creditOf(tx, order.id, row.id, row.reason, refundedBefore);
    if (!credit) return { ok: false as const, reason: "no_invoice" as const };
    return { ok: true as const, order, row, wanted: credit.wanted };
  });
  if (!checked.ok) return checked;
  const { order, row } = checked;
  const outcome = await refundOnlineOrder(
    db,
    gateway,
    admin,
    {
      orderId: order.id,
      refund: checked.wanted,
      reason: returnRequestMessages[order.locale].refundReason(row.number),
      requestKey: returnRefundKey(row.id),
    },
    now,
  );
  if (!outcome.ok) {
    if (
      outcome.reason === "gateway_declined" ||
      outcome.reason === "gateway_refused" ||
      outcome.reason === "in_progress" ||
      outcome.reason === "not_paid"
    )
      return { ok: false, reason: outcome.reason, number: row.number };
    return { ok: false, reason: "nothing_to_refund" };
  }
  await linkGatewayRefund(db, row.id, now);
  return {
    ok: true,
    number: row.number,
    status: outcome.status,
    amountFils: outcome.amountFils,
    creditNoteNumber: outcome.creditNoteNumber,
    mailIds: outcome.mailIds,
  };
}

/** Units of this order the gateway refunds already gave back (or hold, while pending), other than this return's. */
async function gatewayRefundsBefore(tx: Tx, orderId: string, returnId: string): Promise<RefundedLines[]> {
  return (await liveGatewayRefunds(tx, orderId))
    .filter((row) => row.requestKey !== returnRefundKey(returnId))
    .map((row) => row.refunded);
}

/**
 * Ties the gateway refund to its return. A refund the gateway confirmed at once marks the return refunded here; one
 * still pending is marked when its webhook confirms it (lib/payments/settle-refund.ts, markReturnRefunded).
 */
async function linkGatewayRefund(db: Db, returnId: string, now: Date) {
  const [refund] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.requestKey, returnRefundKey(returnId)));
  if (!refund) return;
  await db
    .update(returns)
    .set({ paymentRefundId: refund.id, refundMethod: "gateway", updatedAt: now })
    .where(eq(returns.id, returnId));
  if (refund.status === "refunded") await markReturnRefunded(db, refund, now);
}

/**
 * The owner gives a received return's money back: through the gateway for an order paid online (its refund path,
 * its credit note), or as she records it for a cash order (bank transfer or cash, a reference and the amount, never
 * more than the lines are worth nor than was paid), the credit note issued in the same transaction.
 */
export async function refundReturn(
  db: Db,
  gateway: PaymentGateway | null,
  admin: AdminUser,
  request: ReturnRefundRequest,
  now = new Date(),
): Promise<ReturnRefundOutcome> {
  if (request.method !== "gateway") return recordCashRefund(db, admin, request, now);
  if (!gateway) return { ok: false, reason: "wrong_method" };
  return refundThroughGateway(db, gateway, admin, request.returnId, now);
}

import "server-only";

import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";

import { isAnonymisedEmail } from "@/lib/account/erase-account";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import {
  gatewayRefundReports,
  invoices,
  onlinePayments,
  orders,
  paymentRefunds,
  type PaymentRefundRow,
} from "@/lib/db/schema";
import { takeDocumentNumber } from "@/lib/invoices/numbering";
import { markReturnRefunded } from "@/lib/returns/mark-return-refunded";
import { enqueueMail } from "@/lib/mail/outbox";
import { alertOwnerOfRefund } from "./refund-owner-alerts";
import { creditedLines, refundCreditNoteSnapshot, refundedSoFar } from "./refund-lines";
import { refundEmail } from "./refund-email";
import type { GatewayRefund } from "./types";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The gateway's word on one of the shop's refunds, from its refund answer or its webhook. */
export type RefundWord = Pick<GatewayRefund, "refundReference" | "outcome" | "declineReason">;

export type RefundSettled =
  | { kind: "refunded"; amountFils: number; creditNoteNumber: string; mailIds: string[]; repeated: boolean }
  | { kind: "pending"; amountFils: number; repeated: boolean }
  | { kind: "declined"; mailIds: string[]; repeated: boolean }
  /** The shop had let the refund go (its call failed), yet the gateway reports it: the caller reports it instead. */
  | { kind: "released" };

async function creditNoteNumberOf(tx: Tx, refundId: string) {
  const [note] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.refundId, refundId));
  return note?.number ?? "";
}

/**
 * The money went back: the credit note (numbered in this transaction, so a rollback leaves no gap), the payment's
 * refunded total and the shopper's e-mail with the PDF, all together.
 */
async function confirmRefund(tx: Tx, refund: PaymentRefundRow, now: Date) {
  const [payment] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, refund.paymentId));
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment!.orderId));
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order!.id), eq(invoices.kind, "invoice"), isNull(invoices.refundId)));
  const earlier = await tx
    .select({ refunded: paymentRefunds.refunded })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment!.id), eq(paymentRefunds.status, "refunded")));
  const soFar = refundedSoFar(
    invoice!.snapshot,
    earlier.map((row) => row.refunded),
  );
  const credited = creditedLines(invoice!.snapshot, soFar, refund.refunded);
  if (!credited.ok) throw new Error(`Refund ${refund.id} no longer fits its invoice`);
  const number = await takeDocumentNumber(tx, "credit_note");
  const snapshot = refundCreditNoteSnapshot(
    invoice!.snapshot,
    credited.lines,
    refund.refunded.shipping,
    refund.reason,
    number,
    now,
  );
  // The amount the gateway gave back is what the note says, to the fils (capped only below a short capture).
  const [note] = await tx
    .insert(invoices)
    .values({
      kind: "credit_note",
      number,
      orderId: order!.id,
      creditsInvoiceId: invoice!.id,
      refundId: refund.id,
      publicToken: randomBytes(32).toString("base64url"),
      issuedAt: now,
      totalFils: Math.min(snapshot.totalFils, refund.amountFils),
      vatFils: snapshot.vatFils,
      snapshot,
    })
    .returning({ id: invoices.id, number: invoices.number, publicToken: invoices.publicToken });
  await tx
    .update(paymentRefunds)
    .set({ status: "refunded", confirmedAt: now, updatedAt: now })
    .where(eq(paymentRefunds.id, refund.id));
  await tx
    .update(onlinePayments)
    .set({ refundedFils: payment!.refundedFils + refund.amountFils, updatedAt: now })
    .where(eq(onlinePayments.id, payment!.id));
  // A shopper's return refunded through the gateway is refunded once the gateway says so, in this same transaction.
  await markReturnRefunded(tx, refund, now);
  const mailId = isAnonymisedEmail(order!.email)
    ? null
    : await enqueueMail(tx, refundEmail({ ...note!, snapshot }, order!.email, refund.amountFils, refund.id));
  return { number, mailIds: mailId ? [mailId] : [] };
}

/**
 * Applies the gateway's word to one of the shop's refunds, whichever arrives first (the refund call's answer or the
 * webhook) and however often: under the payment's row lock (so it serialises with a new refund's reservation and with
 * the other arrival), a refund already refunded or declined stays as it is. `actor` is the owner when her own request
 * is being answered; her step is audited then.
 */
export async function settleRefund(
  db: Db,
  refundId: string,
  word: RefundWord,
  now: Date,
  actor?: AdminUser,
): Promise<RefundSettled> {
  return db.transaction(async (tx): Promise<RefundSettled> => {
    const [unlocked] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    const [payment] = await tx
      .select({ orderId: onlinePayments.orderId })
      .from(onlinePayments)
      .where(eq(onlinePayments.id, unlocked!.paymentId))
      .for("update");
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId)).for("update");
    const row = refund!;
    const settled = await applyWord(tx, row, await claimReport(tx, row, word), now);
    if (actor && settled.kind !== "released")
      await recordAdminAction(tx, {
        actor,
        action: "order.refunded",
        target: `order:${payment!.orderId}`,
        details: {
          amountFils: row.amountFils,
          reason: row.reason,
          gateway: settled.kind,
          creditNote: settled.kind === "refunded" ? settled.creditNoteNumber : null,
        },
      });
    return settled;
  });
}

/**
 * A webhook that came before the answer without the shop's refund id (a gateway that does not echo the reference)
 * was reported as a refund the shop did not issue; the answer's refund id shows it was this one. The report is taken
 * back and, since the gateway confirmed that refund, this one is confirmed.
 */
async function claimReport(tx: Tx, row: PaymentRefundRow, word: RefundWord): Promise<RefundWord> {
  if (!word.refundReference || (row.status !== "requested" && row.status !== "pending")) return word;
  const [reported] = await tx
    .delete(gatewayRefundReports)
    .where(
      and(
        eq(gatewayRefundReports.refundReference, word.refundReference),
        eq(gatewayRefundReports.paymentId, row.paymentId),
      ),
    )
    .returning({ id: gatewayRefundReports.id });
  return reported ? { ...word, outcome: "confirmed", declineReason: null } : word;
}

async function applyWord(tx: Tx, row: PaymentRefundRow, word: RefundWord, now: Date): Promise<RefundSettled> {
  if (row.status === "refunded")
    return {
      kind: "refunded",
      amountFils: row.amountFils,
      creditNoteNumber: await creditNoteNumberOf(tx, row.id),
      mailIds: [],
      repeated: true,
    };
  if (row.status === "declined") return { kind: "declined", mailIds: [], repeated: true };
  if (row.status === "failed") return { kind: "released" };
  if (!row.refundReference && word.refundReference)
    await tx
      .update(paymentRefunds)
      .set({ refundReference: word.refundReference, updatedAt: now })
      .where(eq(paymentRefunds.id, row.id));

  let settled: RefundSettled;
  if (word.outcome === "confirmed") {
    const { number, mailIds } = await confirmRefund(tx, row, now);
    settled = { kind: "refunded", amountFils: row.amountFils, creditNoteNumber: number, mailIds, repeated: false };
  } else if (word.outcome === "declined") {
    // The hold is released and the form's key freed, so the owner can try again.
    await tx
      .update(paymentRefunds)
      .set({
        status: "declined",
        requestKey: `declined:${row.id}`,
        declineReason: word.declineReason?.slice(0, 300) ?? null,
        updatedAt: now,
      })
      .where(eq(paymentRefunds.id, row.id));
    const mailId = await alertOwnerOfRefund(tx, { kind: "declined", refund: row, reason: word.declineReason });
    settled = { kind: "declined", mailIds: mailId ? [mailId] : [], repeated: false };
  } else {
    if (row.status === "requested")
      await tx.update(paymentRefunds).set({ status: "pending", updatedAt: now }).where(eq(paymentRefunds.id, row.id));
    settled = { kind: "pending", amountFils: row.amountFils, repeated: row.status === "pending" };
  }
  return settled;
}

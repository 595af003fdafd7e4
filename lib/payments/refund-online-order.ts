import "server-only";

import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";

import { isAnonymisedEmail } from "@/lib/account/erase-account";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { invoices, onlinePayments, orders, paymentRefunds, type RefundedLines } from "@/lib/db/schema";
import { takeDocumentNumber } from "@/lib/invoices/numbering";
import { enqueueMail } from "@/lib/mail/outbox";
import {
  creditedLines,
  creditedTotalFils,
  everythingLeft,
  refundCreditNoteSnapshot,
  refundedSoFar,
  type RefundRefusal,
} from "./refund-lines";
import { refundEmail } from "./refund-email";
import type { PaymentGateway } from "./types";

export type RefundRequest = {
  orderId: string;
  /** The lines and units to give back, or everything still left (the rest of the goods and the shipping). */
  refund: RefundedLines | "everything";
  reason: string;
  /** The form's own key, so submitting it twice refunds once. */
  requestKey: string;
};

export type RefundOutcome =
  | { ok: true; amountFils: number; creditNoteNumber: string; mailId: string | null; repeated: boolean }
  | { ok: false; reason: RefundRefusal | "not_found" | "not_paid" | "gateway_refused" | "in_progress" };

/** The reservation: under the payment's row lock, what is left is worked out and this refund's part of it held. */
async function reserveRefund(db: Db, admin: AdminUser, request: RefundRequest) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.orderId, request.orderId))
      .for("update");
    if (!payment) return { ok: false as const, reason: "not_found" as const };
    const [repeat] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.requestKey, request.requestKey));
    if (repeat) return { ok: true as const, payment, refund: repeat, repeat: true };
    if (payment.status !== "captured" || !payment.paymentReference)
      return { ok: false as const, reason: "not_paid" as const };
    const [invoice] = await tx
      .select({ snapshot: invoices.snapshot })
      .from(invoices)
      .where(and(eq(invoices.orderId, request.orderId), eq(invoices.kind, "invoice")));
    if (!invoice) return { ok: false as const, reason: "not_paid" as const };
    const held = await tx
      .select({ refunded: paymentRefunds.refunded, amountFils: paymentRefunds.amountFils })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), inArray(paymentRefunds.status, ["requested", "accepted"])));
    const soFar = refundedSoFar(
      invoice.snapshot,
      held.map((row) => row.refunded),
    );
    const wanted = request.refund === "everything" ? everythingLeft(invoice.snapshot, soFar) : request.refund;
    if (request.refund === "everything" && wanted.lines.length === 0 && !wanted.shipping)
      return { ok: false as const, reason: "more_than_left" as const };
    const credited = creditedLines(invoice.snapshot, soFar, wanted);
    if (!credited.ok) return credited;
    const heldFils = held.reduce((sum, row) => sum + row.amountFils, 0);
    // Never more than the gateway captured, whatever the lines say (a capture below the invoice, say).
    const amountFils = Math.min(
      creditedTotalFils(invoice.snapshot, credited.lines, wanted.shipping),
      (payment.capturedFils ?? 0) - heldFils,
    );
    if (amountFils <= 0) return { ok: false as const, reason: "more_than_left" as const };
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        requestKey: request.requestKey,
        amountFils,
        refunded: wanted,
        reason: request.reason,
        requestedBy: admin.id,
      })
      .returning();
    return { ok: true as const, payment, refund: refund!, repeat: false };
  });
}

/**
 * The owner gives back a paid order, whole or per line, with a reason. The refund is held first (two at once never
 * exceed the capture), then asked of the gateway with the refund's id as its idempotency key; once the gateway
 * accepts, one transaction records it, issues its tax credit note and queues the shopper's e-mail with the PDF. A
 * refusal by the gateway releases the hold and changes nothing else. The gateway's later refund webhook is
 * acknowledged and changes nothing: the refund was recorded from the gateway's acceptance.
 */
export async function refundOnlineOrder(
  db: Db,
  gateway: PaymentGateway,
  admin: AdminUser,
  request: RefundRequest,
  now: Date = new Date(),
): Promise<RefundOutcome> {
  const held = await reserveRefund(db, admin, request);
  if (!held.ok) return held;
  const { payment, refund } = held;
  if (held.repeat && refund.status === "accepted") {
    const [note] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.refundId, refund.id));
    return {
      ok: true,
      amountFils: refund.amountFils,
      creditNoteNumber: note?.number ?? "",
      mailId: null,
      repeated: true,
    };
  }
  // A repeat of a refund still being asked of the gateway: the first submit finishes it.
  if (held.repeat) return { ok: false, reason: "in_progress" };

  let refundReference: string;
  try {
    ({ refundReference } = await gateway.refund({
      paymentReference: payment.paymentReference!,
      amountFils: refund.amountFils,
      reason: request.reason,
      idempotencyKey: `refund-${refund.id}`,
    }));
  } catch (error) {
    console.error(`[refund] ${gateway.name} refused the refund of order ${request.orderId}`, error);
    // The form's key is freed, so submitting the same form again asks the gateway again.
    await db
      .update(paymentRefunds)
      .set({ status: "failed", requestKey: `failed:${refund.id}`, updatedAt: now })
      .where(eq(paymentRefunds.id, refund.id));
    return { ok: false, reason: "gateway_refused" };
  }
  return recordAcceptedRefund(db, admin, refund.id, refundReference, now);
}

async function recordAcceptedRefund(
  db: Db,
  admin: AdminUser,
  refundId: string,
  refundReference: string,
  now: Date,
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId)).for("update");
    const [payment] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.id, refund!.paymentId))
      .for("update");
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment!.orderId));
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order!.id), eq(invoices.kind, "invoice"), isNull(invoices.refundId)));
    const earlier = await tx
      .select({ refunded: paymentRefunds.refunded })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment!.id), eq(paymentRefunds.status, "accepted")));
    const soFar = refundedSoFar(
      invoice!.snapshot,
      earlier.map((row) => row.refunded),
    );
    const credited = creditedLines(invoice!.snapshot, soFar, refund!.refunded);
    if (!credited.ok) throw new Error(`Refund ${refundId} no longer fits its invoice`);
    const number = await takeDocumentNumber(tx, "credit_note");
    const snapshot = refundCreditNoteSnapshot(
      invoice!.snapshot,
      credited.lines,
      refund!.refunded.shipping,
      refund!.reason,
      number,
      now,
    );
    // The amount the gateway gave back is what the note says, to the fils (capped only below a short capture).
    const noteFils = Math.min(snapshot.totalFils, refund!.amountFils);
    const [note] = await tx
      .insert(invoices)
      .values({
        kind: "credit_note",
        number,
        orderId: order!.id,
        creditsInvoiceId: invoice!.id,
        refundId: refund!.id,
        publicToken: randomBytes(32).toString("base64url"),
        issuedAt: now,
        totalFils: noteFils,
        vatFils: snapshot.vatFils,
        snapshot,
      })
      .returning({ id: invoices.id, number: invoices.number, publicToken: invoices.publicToken });
    await tx
      .update(paymentRefunds)
      .set({ status: "accepted", refundReference, updatedAt: now })
      .where(eq(paymentRefunds.id, refundId));
    await tx
      .update(onlinePayments)
      .set({ refundedFils: payment!.refundedFils + refund!.amountFils, updatedAt: now })
      .where(eq(onlinePayments.id, payment!.id));
    await recordAdminAction(tx, {
      actor: admin,
      action: "order.refunded",
      target: `order:${order!.id}`,
      details: { amountFils: refund!.amountFils, creditNote: number, reason: refund!.reason },
    });
    const erased = isAnonymisedEmail(order!.email);
    const mailId = erased
      ? null
      : await enqueueMail(tx, refundEmail({ ...note!, snapshot }, order!.email, refund!.amountFils, refund!.id));
    return { ok: true, amountFils: refund!.amountFils, creditNoteNumber: number, mailId, repeated: false };
  });
}

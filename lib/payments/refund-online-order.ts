import "server-only";

import { and, eq, inArray } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import type { Db } from "@/lib/db";
import { gatewayRefundReports, invoices, onlinePayments, paymentRefunds, type RefundedLines } from "@/lib/db/schema";
import { creditedLines, creditedTotalFils, everythingLeft, refundedSoFar, type RefundRefusal } from "./refund-lines";
import { settleRefund, type RefundSettled } from "./settle-refund";
import type { PaymentGateway } from "./types";
import { logError } from "@/lib/observability/json-log";

export type RefundRequest = {
  orderId: string;
  /** The lines and units to give back, or everything still left (the rest of the goods and the shipping). */
  refund: RefundedLines | "everything";
  reason: string;
  /** The form's own key, so submitting it twice refunds once. */
  requestKey: string;
};

export type RefundOutcome =
  | {
      ok: true;
      /** refunded: the gateway confirmed it (credit note issued); pending: its webhook will. */
      status: "refunded" | "pending";
      amountFils: number;
      creditNoteNumber: string | null;
      mailIds: string[];
      repeated: boolean;
    }
  | { ok: false; reason: "gateway_declined"; mailIds: string[] }
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
      .where(
        and(
          eq(paymentRefunds.paymentId, payment.id),
          inArray(paymentRefunds.status, ["requested", "pending", "refunded"]),
        ),
      );
    const soFar = refundedSoFar(
      invoice.snapshot,
      held.map((row) => row.refunded),
    );
    const wanted = request.refund === "everything" ? everythingLeft(invoice.snapshot, soFar) : request.refund;
    if (request.refund === "everything" && wanted.lines.length === 0 && !wanted.shipping)
      return { ok: false as const, reason: "more_than_left" as const };
    const credited = creditedLines(invoice.snapshot, soFar, wanted);
    if (!credited.ok) return credited;
    // Refunds made outside the shop (the gateway's dashboard) have left the capture too.
    const outside = await tx
      .select({ amountFils: gatewayRefundReports.amountFils })
      .from(gatewayRefundReports)
      .where(eq(gatewayRefundReports.paymentId, payment.id));
    const heldFils = [...held, ...outside].reduce((sum, row) => sum + row.amountFils, 0);
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
 * exceed the capture), then asked of the gateway with the refund's id as its idempotency key and sent along (so its
 * webhook is matched even before the answer). The gateway's word decides: an answer that is final (Stripe's
 * succeeded) records it at once, with its credit note and the shopper's e-mail; otherwise it waits, pending at the
 * gateway, for the webhook (settle-refund.ts). A refusal of the call releases the hold and changes nothing else.
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
  if (held.repeat) {
    if (refund.status === "requested") return { ok: false, reason: "in_progress" };
    // The same form again: what the first submit got, read back.
    const settled = await settleRefund(
      db,
      refund.id,
      { refundReference: "", outcome: "pending", declineReason: null },
      now,
    );
    return outcomeOf(settled, true);
  }

  let answer;
  try {
    answer = await gateway.refund({
      paymentReference: payment.paymentReference!,
      amountFils: refund.amountFils,
      reason: request.reason,
      idempotencyKey: `refund-${refund.id}`,
      shopRefundId: refund.id,
    });
  } catch (error) {
    logError(`[refund] ${gateway.name} refused the refund of order ${request.orderId}`, error);
    // The form's key is freed, so submitting the same form again asks the gateway again. Only a refund still
    // waiting for this answer: a webhook may have settled it meanwhile.
    await db
      .update(paymentRefunds)
      .set({ status: "failed", requestKey: `failed:${refund.id}`, updatedAt: now })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "requested")));
    const [after] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
    if (after?.status === "failed") return { ok: false, reason: "gateway_refused" };
    answer = { refundReference: after?.refundReference ?? "", outcome: "pending" as const, declineReason: null };
  }
  return outcomeOf(
    await settleRefund(
      db,
      refund.id,
      { refundReference: answer.refundReference, outcome: answer.outcome, declineReason: answer.declineReason ?? null },
      now,
      admin,
    ),
    false,
  );
}

function outcomeOf(settled: RefundSettled, repeated: boolean): RefundOutcome {
  switch (settled.kind) {
    case "refunded":
      return {
        ok: true,
        status: "refunded",
        amountFils: settled.amountFils,
        creditNoteNumber: settled.creditNoteNumber,
        mailIds: settled.mailIds,
        repeated,
      };
    case "pending":
      return {
        ok: true,
        status: "pending",
        amountFils: settled.amountFils,
        creditNoteNumber: null,
        mailIds: [],
        repeated,
      };
    case "declined":
      return { ok: false, reason: "gateway_declined", mailIds: settled.mailIds };
    case "released":
      return { ok: false, reason: "gateway_refused" };
  }
}

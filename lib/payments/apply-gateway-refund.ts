import "server-only";

import { and, eq, or } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { gatewayRefundReports, onlinePayments, paymentRefunds } from "@/lib/db/schema";
import { alertOwnerOfRefund } from "./refund-owner-alerts";
import { settleRefund } from "./settle-refund";
import type { GatewayRefund, PaymentGatewayName } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RefundApplied = { kind: "settled" | "reported" | "unknown" | "ignored"; mailIds: string[] };

/**
 * The shop's refund a webhook speaks of: by the gateway's refund id once the answer stored it, or by the shop's own
 * refund id sent with the refund (a webhook can come before the answer). Either way it must belong to the payment
 * the webhook names, so a forged-looking id from another payment matches nothing.
 */
async function findShopRefund(db: Db, gateway: PaymentGatewayName, refund: GatewayRefund) {
  const shopRefundId = refund.shopRefundId && UUID.test(refund.shopRefundId) ? refund.shopRefundId : null;
  const [row] = await db
    .select({ id: paymentRefunds.id, status: paymentRefunds.status })
    .from(paymentRefunds)
    .innerJoin(onlinePayments, eq(onlinePayments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(onlinePayments.gateway, gateway),
        eq(onlinePayments.paymentReference, refund.paymentReference),
        or(
          eq(paymentRefunds.refundReference, refund.refundReference),
          shopRefundId ? eq(paymentRefunds.id, shopRefundId) : undefined,
        ),
      ),
    );
  return row ?? null;
}

/**
 * A refund the gateway confirms that the shop did not issue (made in its dashboard, or one whose call the shop had
 * given up on): recorded once and the owner told, so she can record its credit note. No credit note is invented: the
 * shop does not know which goods it gives back.
 */
async function reportUnissuedRefund(db: Db, gateway: PaymentGatewayName, refund: GatewayRefund) {
  return db.transaction(async (tx): Promise<RefundApplied> => {
    const [payment] = await tx
      .select({ id: onlinePayments.id, status: onlinePayments.status })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.gateway, gateway), eq(onlinePayments.paymentReference, refund.paymentReference)))
      .for("update");
    if (!payment) return { kind: "unknown", mailIds: [] };
    // The shop's own automatic refund of a payment that came after its order expired (the owner was told then).
    if (payment.status === "refunded_late") return { kind: "ignored", mailIds: [] };
    const [report] = await tx
      .insert(gatewayRefundReports)
      .values({ paymentId: payment.id, refundReference: refund.refundReference, amountFils: refund.amountMinor })
      .onConflictDoNothing({ target: gatewayRefundReports.refundReference })
      .returning({ id: gatewayRefundReports.id });
    if (!report) return { kind: "reported", mailIds: [] };
    const mailId = await alertOwnerOfRefund(tx, {
      kind: "unissued",
      paymentId: payment.id,
      amountFils: refund.amountMinor,
      refundReference: refund.refundReference,
    });
    return { kind: "reported", mailIds: mailId ? [mailId] : [] };
  });
}

/** Applies one refund a verified webhook reports; safe to repeat and in any order with the refund call's answer. */
export async function applyGatewayRefund(
  db: Db,
  gateway: PaymentGatewayName,
  refund: GatewayRefund,
  now: Date = new Date(),
): Promise<RefundApplied> {
  if (!refund.refundReference || !Number.isSafeInteger(refund.amountMinor) || refund.amountMinor <= 0)
    return { kind: "ignored", mailIds: [] };
  const found = await findShopRefund(db, gateway, refund);
  if (found) {
    const settled = await settleRefund(db, found.id, refund, now);
    if (settled.kind !== "released") return { kind: "settled", mailIds: "mailIds" in settled ? settled.mailIds : [] };
  }
  // Only money that went back is the owner's concern; a pending or declined refund the shop never asked for is not.
  if (refund.outcome !== "confirmed") return { kind: "ignored", mailIds: [] };
  return reportUnissuedRefund(db, gateway, refund);
}

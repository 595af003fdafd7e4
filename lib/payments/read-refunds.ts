import "server-only";

import { and, desc, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import {
  gatewayRefundReports,
  invoices,
  paymentRefunds,
  type GatewayRefundReportRow,
  type OnlinePaymentRow,
  type PaymentRefundRow,
} from "@/lib/db/schema";
import { deliveryChargesFils, everythingLeft, refundedSoFar } from "./refund-lines";

export type RefundableLine = { index: number; title: string; paid: number; left: number };
export type RefundHistoryRow = Pick<
  PaymentRefundRow,
  "id" | "amountFils" | "reason" | "status" | "createdAt" | "confirmedAt" | "declineReason"
> & {
  creditNoteNumber: string | null;
};
export type UnissuedRefund = Pick<GatewayRefundReportRow, "id" | "amountFils" | "refundReference" | "reportedAt">;
export type OrderRefunds = {
  lines: RefundableLine[];
  /** The shipping still to refund, in fils; 0 once refunded or when there was none. */
  shippingLeftFils: number;
  /** What the gateway could still give back: captured less every refund held or made. */
  leftFils: number;
  history: RefundHistoryRow[];
  /** Refunds the gateway reports that the shop did not issue (its dashboard's): no credit note exists for them. */
  unissued: UnissuedRefund[];
};

/** What the back office's refund form offers for an order paid online; null before the payment is captured. */
export async function readOrderRefunds(db: Db, payment: OnlinePaymentRow): Promise<OrderRefunds | null> {
  if (payment.status !== "captured") return null;
  const [invoice] = await db
    .select({ snapshot: invoices.snapshot })
    .from(invoices)
    .where(and(eq(invoices.orderId, payment.orderId), eq(invoices.kind, "invoice")));
  if (!invoice) return null;
  const rows = await db
    .select({
      id: paymentRefunds.id,
      amountFils: paymentRefunds.amountFils,
      reason: paymentRefunds.reason,
      status: paymentRefunds.status,
      createdAt: paymentRefunds.createdAt,
      confirmedAt: paymentRefunds.confirmedAt,
      declineReason: paymentRefunds.declineReason,
      refunded: paymentRefunds.refunded,
      creditNoteNumber: invoices.number,
    })
    .from(paymentRefunds)
    .leftJoin(invoices, eq(invoices.refundId, paymentRefunds.id))
    .where(eq(paymentRefunds.paymentId, payment.id))
    .orderBy(desc(paymentRefunds.createdAt));
  const standing = rows.filter((row) => row.status !== "failed" && row.status !== "declined");
  const unissued = await db
    .select({
      id: gatewayRefundReports.id,
      amountFils: gatewayRefundReports.amountFils,
      refundReference: gatewayRefundReports.refundReference,
      reportedAt: gatewayRefundReports.reportedAt,
    })
    .from(gatewayRefundReports)
    .where(eq(gatewayRefundReports.paymentId, payment.id))
    .orderBy(desc(gatewayRefundReports.reportedAt));
  const soFar = refundedSoFar(
    invoice.snapshot,
    standing.map((row) => row.refunded),
  );
  const left = everythingLeft(invoice.snapshot, soFar);
  const heldFils = standing.reduce((sum, row) => sum + row.amountFils, 0);
  return {
    lines: invoice.snapshot.lines.map((line, index) => ({
      index,
      title: line.title.en,
      paid: line.quantity,
      left: left.lines.find((entry) => entry.index === index)?.quantity ?? 0,
    })),
    shippingLeftFils: left.shipping ? deliveryChargesFils(invoice.snapshot) : 0,
    // A refund made outside the shop has left the payment too: the gateway would refuse more than is there.
    leftFils: Math.max(
      0,
      (payment.capturedFils ?? 0) - heldFils - unissued.reduce((sum, row) => sum + row.amountFils, 0),
    ),
    history: rows.map((row) => ({
      id: row.id,
      amountFils: row.amountFils,
      reason: row.reason,
      status: row.status,
      createdAt: row.createdAt,
      confirmedAt: row.confirmedAt,
      declineReason: row.declineReason,
      creditNoteNumber: row.creditNoteNumber,
    })),
    unissued,
  };
}

import "server-only";

import { eq } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction, type AdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { issueCreditNote } from "@/lib/invoices/issue-invoice";
import { returnStock } from "@/lib/catalogue/stock";
import { orderItems, orders, type OrderRow } from "@/lib/db/schema";
import { releaseOwnerCodeUse } from "@/lib/discounts/owner-codes";
import { nextCodStage, stepAppliesTo, type CodLifecycleStage } from "./cod-lifecycle";
import { sendCancellationNotice, sendRefusalNotice } from "./emails/cancellation-notice";

/** The admin steps of the lifecycle other than shipping, which keeps its own form and e-mail (fulfil-local-order.ts). */
export type CodStepRequest =
  | { step: "confirm"; orderId: string }
  | {
      step: "deliver";
      orderId: string;
      cashCollectedFils: number;
      collectedAt: Date;
      /** Required when the cash collected differs from the order total. */
      differenceReason?: string | null;
    }
  /** An order paid online, delivered: nothing to collect. */
  | { step: "deliver_prepaid"; orderId: string }
  /** onlyFrom: the automatic cancel of an unconfirmed order, which must never cancel one confirmed meanwhile. */
  | { step: "cancel"; orderId: string; reason: string; onlyFrom?: CodLifecycleStage }
  | { step: "refuse"; orderId: string };

export type CodStepResult =
  | { ok: true; orderNumber: string; stage: CodLifecycleStage; mailId: string | null }
  | { ok: false; reason: "not_found" | "shopify_order"; orderNumber?: string }
  | { ok: false; reason: "not_allowed"; orderNumber: string; stage: CodLifecycleStage }
  | { ok: false; reason: "cash_difference_unexplained"; orderNumber: string; totalFils: number };

const totalFilsOf = (order: Pick<OrderRow, "totalAmount">) => Math.round(order.totalAmount * 100);

/** The reason a delivery records, or null when the cash matches the total; undefined when one is missing. */
function differenceReasonFor(request: Extract<CodStepRequest, { step: "deliver" }>, order: OrderRow) {
  if (request.cashCollectedFils === totalFilsOf(order)) return null;
  const reason = request.differenceReason?.trim() ?? "";
  return [...reason].length >= 3 ? reason : undefined;
}

/** Orders placed before the lifecycle existed were backfilled by migration 0007; this only guards a stray row. */
export const codStageOf = (order: Pick<OrderRow, "lifecycleStage">): CodLifecycleStage =>
  order.lifecycleStage ?? "placed";

const audited: Record<CodStepRequest["step"], AdminAction> = {
  confirm: "order.confirmed",
  deliver: "order.delivered",
  deliver_prepaid: "order.delivered",
  cancel: "order.cancelled",
  refuse: "order.refused",
};

/** The columns a step writes; status, payment and fulfilment follow the stage so Shopify-shaped readers stay right. */
function changesFor(request: CodStepRequest, now: Date, order: OrderRow): Partial<typeof orders.$inferInsert> {
  switch (request.step) {
    case "confirm":
      return { lifecycleStage: "confirmed", confirmedAt: now };
    case "deliver":
      return {
        lifecycleStage: "delivered",
        status: "closed",
        financialStatus: "paid",
        cashCollectedFils: request.cashCollectedFils,
        cashCollectedAt: request.collectedAt,
        cashDifferenceReason: differenceReasonFor(request, order) ?? null,
        deliveredAt: request.collectedAt,
      };
    case "deliver_prepaid":
      return { lifecycleStage: "delivered", status: "closed", deliveredAt: now };
    case "cancel":
      return {
        lifecycleStage: "cancelled",
        status: "cancelled",
        financialStatus: "voided",
        cancelledReason: request.reason,
        cancelledAt: now,
      };
    case "refuse":
      // The parcel comes back: nothing was paid, nothing stays delivered.
      return {
        lifecycleStage: "refused",
        status: "cancelled",
        financialStatus: "voided",
        fulfillmentStatus: "returned",
        refusedAt: now,
      };
  }
}

function auditDetails(request: CodStepRequest, order: OrderRow, from: CodLifecycleStage): Record<string, unknown> {
  const details: Record<string, unknown> = { orderNumber: order.orderNumber, from };
  if (request.step === "deliver") {
    Object.assign(details, {
      cashCollectedFils: request.cashCollectedFils,
      collectedAt: request.collectedAt.toISOString(),
    });
    const differenceReason = differenceReasonFor(request, order);
    if (differenceReason) Object.assign(details, { totalFils: totalFilsOf(order), differenceReason });
  }
  if (request.step === "deliver_prepaid") Object.assign(details, { prepaid: true });
  if (request.step === "cancel") details.reason = request.reason;
  return details;
}

/**
 * Moves a local order one step along its lifecycle. The row lock serialises two admins clicking at once; the change,
 * its audit row and (for a cancellation) the shopper's e-mail commit together or not at all.
 */
export async function advanceCodOrder(db: Db, actor: AdminUser, request: CodStepRequest): Promise<CodStepResult> {
  return db.transaction(async (tx): Promise<CodStepResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for("update");
    if (!order) return { ok: false, reason: "not_found" };
    // Shopify runs its own orders and tells us by webhook; a local change would be overwritten (and wrong).
    if (order.source !== "local") return { ok: false, reason: "shopify_order", orderNumber: order.orderNumber };
    const from = codStageOf(order);
    const step = request.step === "deliver_prepaid" ? "deliver" : request.step;
    const prepaid = order.paymentMethod === "online";
    // Pressed twice (two tabs, a double click): the second press finds it delivered and changes nothing.
    if (request.step === "deliver_prepaid" && prepaid && from === "delivered")
      return { ok: true, orderNumber: order.orderNumber, stage: from, mailId: null };
    const transition = nextCodStage(from, step);
    // The cash step for cash orders, the prepaid one for orders paid online: never the other's.
    const wrongKind = (request.step === "deliver" && prepaid) || (request.step === "deliver_prepaid" && !prepaid);
    const movedOn = request.step === "cancel" && request.onlyFrom !== undefined && request.onlyFrom !== from;
    if (!transition.ok || !stepAppliesTo(order.paymentMethod, step) || wrongKind || movedOn)
      return { ok: false, reason: "not_allowed", orderNumber: order.orderNumber, stage: from };
    // "Delivered and paid" with AED 0 on a 114 order would book the difference as revenue lost without a word.
    if (request.step === "deliver" && differenceReasonFor(request, order) === undefined)
      return {
        ok: false,
        reason: "cash_difference_unexplained",
        orderNumber: order.orderNumber,
        totalFils: totalFilsOf(order),
      };

    const now = new Date();
    await tx
      .update(orders)
      .set({ ...changesFor(request, now, order), updatedAt: now })
      .where(eq(orders.id, order.id));
    let mailId: string | null = null;
    if (request.step === "cancel" || request.step === "refuse") {
      // A sale that will not happen has its invoice reversed by a credit note, numbered in this same transaction
      // (an order placed before invoices existed has none to reverse), its units go back on the shelf and its use of
      // an owner-made code is given back: a rolled-back step returns nothing. The shopper's e-mail names the credit
      // note and carries it.
      const creditNote = await issueCreditNote(tx, order.id, now);
      await releaseOwnerCodeUse(tx, order.id);
      mailId =
        request.step === "cancel"
          ? await sendCancellationNotice(tx, { ...order, reason: request.reason }, creditNote)
          : await sendRefusalNotice(tx, order, creditNote);
      const items = await tx
        .select({ merchandiseId: orderItems.merchandiseId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      await returnStock(
        tx,
        items.flatMap((item) =>
          item.merchandiseId ? [{ merchandiseId: item.merchandiseId, quantity: item.quantity }] : [],
        ),
      );
    }
    await recordAdminAction(tx, {
      actor,
      action: audited[request.step],
      target: `order:${order.id}`,
      details: auditDetails(request, order, from),
    });
    return { ok: true, orderNumber: order.orderNumber, stage: transition.to, mailId };
  });
}

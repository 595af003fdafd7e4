import "server-only";

import { eq } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import type { FulfilOrderDetails } from "@/lib/validations/admin-actions";
import { codStageOf } from "./advance-cod-order";
import { nextCodStage } from "./cod-lifecycle";
import { sendShippingNotice } from "./emails/shipping-notice";

export type FulfilOrderResult =
  | { ok: true; orderNumber: string; mailId: string | null }
  | { ok: false; reason: "not_found" | "shopify_order" | "cancelled" | "already_fulfilled"; orderNumber?: string };

/**
 * Marks a cash-on-delivery order as handed to the carrier: tracking details, fulfilment status, the shopper's
 * shipping e-mail and the audit row commit together. The row lock makes a double submit wait and then find the
 * order fulfilled, so the shopper gets one e-mail.
 */
export async function fulfilLocalOrder(
  db: Db,
  actor: AdminUser,
  details: FulfilOrderDetails,
): Promise<FulfilOrderResult> {
  return db.transaction(async (tx): Promise<FulfilOrderResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, details.orderId)).for("update");
    if (!order) return { ok: false, reason: "not_found" };
    // Shopify fulfils its own orders and tells us by webhook; a local change would be overwritten (and wrong).
    if (order.source !== "local") return { ok: false, reason: "shopify_order", orderNumber: order.orderNumber };
    const from = codStageOf(order);
    if (from === "cancelled") return { ok: false, reason: "cancelled", orderNumber: order.orderNumber };
    // Shipped, delivered and refused orders have all left the shop already.
    if (!nextCodStage(from, "ship").ok)
      return { ok: false, reason: "already_fulfilled", orderNumber: order.orderNumber };

    const tracking = {
      trackingCompany: details.trackingCompany,
      trackingNumber: details.trackingNumber,
      trackingUrl: details.trackingUrl,
    };
    const now = new Date();
    await tx
      .update(orders)
      .set({ ...tracking, fulfillmentStatus: "fulfilled", lifecycleStage: "shipped", shippedAt: now, updatedAt: now })
      .where(eq(orders.id, order.id));
    const mailId = await sendShippingNotice(tx, { ...order, ...tracking });
    await recordAdminAction(tx, {
      actor,
      action: "order.fulfilled",
      target: `order:${order.id}`,
      details: { orderNumber: order.orderNumber, from, ...tracking },
    });
    return { ok: true, orderNumber: order.orderNumber, mailId };
  });
}

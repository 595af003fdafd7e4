import "server-only";

import { and, eq, gt, isNull, lt } from "drizzle-orm";

import { phoneConfirmationMessages } from "@/content/messages/phone-confirmation";
import { policies } from "@/content/policies";
import type { AdminUser } from "@/lib/auth/admin";
import type { Db } from "@/lib/db";
import { orderPhoneConfirmations, orders } from "@/lib/db/schema";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";

/** Who the audit log and the order's timeline name for the automatic cancel: the shop itself, not an admin. */
export const phoneConfirmationSweeper: AdminUser = {
  id: "system:phone-confirmation",
  email: "automatic (not confirmed by phone)",
  name: "Automatic (not confirmed by phone)",
};

/**
 * Cancels the cash orders whose code went out and nobody confirmed within the policy's hours, through the owner's own
 * cancel step (credit note, stock back, the shopper's cancellation e-mail). An order whose code could not be sent is
 * left to the owner's call. Two instances sweeping at once cancel each order once: the step locks the order row and
 * cancels only an order still placed. Returns the outbox ids to deliver.
 */
export async function cancelUnconfirmedOrders(db: Db, now: Date = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - policies.phoneConfirmation.cancelUnconfirmedAfterHours * 3_600_000);
  const due = await db
    .select({ id: orders.id, locale: orders.locale })
    .from(orders)
    .innerJoin(orderPhoneConfirmations, eq(orderPhoneConfirmations.orderId, orders.id))
    .where(
      and(
        eq(orders.lifecycleStage, "placed"),
        eq(orders.paymentMethod, "cash_on_delivery"),
        lt(orders.createdAt, cutoff),
        isNull(orderPhoneConfirmations.confirmedAt),
        gt(orderPhoneConfirmations.sends, 0),
      ),
    )
    .limit(100);
  const mailIds: string[] = [];
  for (const order of due) {
    const reason = phoneConfirmationMessages[order.locale].notConfirmedReason;
    const result = await advanceCodOrder(db, phoneConfirmationSweeper, {
      step: "cancel",
      orderId: order.id,
      reason,
      onlyFrom: "placed",
    });
    if (result.ok && result.mailId) mailIds.push(result.mailId);
  }
  return mailIds;
}

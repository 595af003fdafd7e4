import "server-only";

import { and, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { returns } from "@/lib/db/schema";

const prefix = "return:";

/** The gateway refund's key for a return: two refunds of one return at once are one refund at the gateway. */
export const returnRefundKey = (returnId: string) => `${prefix}${returnId}`;
export const isReturnRefundKey = (requestKey: string) => requestKey.startsWith(prefix);

/** A confirmed gateway refund that was a return's: the return is refunded, with the gateway's reference. */
export async function markReturnRefunded(
  executor: Pick<Db, "update">,
  refund: { id: string; requestKey: string; amountFils: number; refundReference: string | null },
  now: Date,
) {
  if (!refund.requestKey.startsWith(prefix)) return;
  await executor
    .update(returns)
    .set({
      state: "refunded",
      paymentRefundId: refund.id,
      refundMethod: "gateway",
      refundReference: refund.refundReference,
      refundedFils: refund.amountFils,
      refundedAt: now,
      updatedAt: now,
    })
    .where(and(eq(returns.id, refund.requestKey.slice(prefix.length)), eq(returns.state, "received")));
}

import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { onlinePayments, paymentRefunds } from "@/lib/db/schema";
import { isReturnRefundKey } from "./mark-return-refunded";
import type { HeldLine } from "./returnable-units";

/** The order's gateway refunds that give money back or will (requested, pending at the gateway, refunded). */
export async function liveGatewayRefunds(db: Pick<Db, "select">, orderId: string) {
  const rows = await db
    .select({ refunded: paymentRefunds.refunded, status: paymentRefunds.status, requestKey: paymentRefunds.requestKey })
    .from(paymentRefunds)
    .innerJoin(onlinePayments, eq(onlinePayments.id, paymentRefunds.paymentId))
    .where(eq(onlinePayments.orderId, orderId));
  return rows.filter((row) => ["requested", "pending", "refunded"].includes(row.status));
}

/**
 * Units the owner already gave back from the order page (a gateway refund that was no return's, given or under way):
 * their money is back, so they are not returnable again. A refund counts its units by invoice line, which follows the
 * order's lines in id order (`itemIdsInOrder`).
 */
export async function unitsRefundedOutsideReturns(
  db: Pick<Db, "select">,
  orderId: string,
  itemIdsInOrder: readonly number[],
): Promise<HeldLine[]> {
  return (await liveGatewayRefunds(db, orderId))
    .filter((row) => !isReturnRefundKey(row.requestKey))
    .flatMap((row) => row.refunded.lines)
    .flatMap((line) => {
      const orderItemId = itemIdsInOrder[line.index];
      return orderItemId === undefined ? [] : [{ orderItemId, quantity: line.quantity }];
    });
}

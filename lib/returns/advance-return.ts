import "server-only";

import { asc, eq } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction, type AdminAction } from "@/lib/audit/record-admin-action";
import { returnStock } from "@/lib/catalogue/stock";
import type { Db } from "@/lib/db";
import { orderItems, orders, returnLines, returns, type OrderRow, type ReturnRow } from "@/lib/db/schema";
import { sendReturnApprovedMail, sendReturnRejectedMail } from "./return-emails";
import { nextReturnState, type ReceivedOutcome, type ReturnState } from "./return-states";

/** The owner's steps before the money: approve, decline with a reason, receive each line as restock or damaged. */
export type ReturnStepRequest =
  | { step: "approve"; returnId: string }
  | { step: "reject"; returnId: string; reason: string }
  /** One outcome per line of the return, in the order of its lines (as the owner's form lists them). */
  | { step: "receive"; returnId: string; outcomes: readonly (ReceivedOutcome | undefined)[] };

export type ReturnStepResult =
  | {
      ok: true;
      number: string;
      state: ReturnState;
      mailId: string | null;
      /** Units put back on the shelf and written off (receiving only). */
      received?: { restocked: number; damaged: number };
    }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_allowed"; number: string; state: ReturnState }
  /** Receiving needs a word on every line of the return. */
  | { ok: false; reason: "outcome_missing"; number: string };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const audited: Record<ReturnStepRequest["step"], AdminAction> = {
  approve: "return.approved",
  reject: "return.rejected",
  receive: "return.received",
};

/**
 * Locks the order, then the return: every change to an order's returns (a request, a step, a refund) takes the
 * order's row first, so they queue in one order and never deadlock.
 */
export async function lockReturn(tx: Tx, returnId: string): Promise<{ order: OrderRow; row: ReturnRow } | null> {
  const [unlocked] = await tx.select({ orderId: returns.orderId }).from(returns).where(eq(returns.id, returnId));
  if (!unlocked) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, unlocked.orderId)).for("update");
  const [row] = await tx.select().from(returns).where(eq(returns.id, returnId)).for("update");
  return order && row ? { order, row } : null;
}

async function receiveLines(tx: Tx, row: ReturnRow, byPosition: readonly (ReceivedOutcome | undefined)[]) {
  const lines = await tx
    .select({ id: returnLines.id, quantity: returnLines.quantity, merchandiseId: orderItems.merchandiseId })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, row.id))
    .orderBy(asc(returnLines.id));
  const outcomes = new Map(lines.flatMap((line, index) => (byPosition[index] ? [[line.id, byPosition[index]]] : [])));
  if (lines.some((line) => !outcomes.has(line.id))) return null;
  for (const line of lines)
    await tx
      .update(returnLines)
      .set({ outcome: outcomes.get(line.id)! })
      .where(eq(returnLines.id, line.id));
  // Restocked units go back on the shelf in this transaction (a product back above its threshold leaves the
  // dashboard's low-stock list); damaged ones are written off: recorded on the line, never counted as stock.
  const restocked = lines.filter((line) => outcomes.get(line.id) === "restock");
  await returnStock(
    tx,
    restocked.flatMap((line) =>
      line.merchandiseId ? [{ merchandiseId: line.merchandiseId, quantity: line.quantity }] : [],
    ),
  );
  const units = (outcome: ReceivedOutcome) =>
    lines.filter((line) => outcomes.get(line.id) === outcome).reduce((sum, line) => sum + line.quantity, 0);
  return { restocked: units("restock"), damaged: units("damaged") };
}

/**
 * Moves a return one step, refused where it makes no sense (no receiving before approval, no second decision). The
 * change, the stock, the shopper's e-mail and the audit row commit together or not at all.
 */
export async function advanceReturn(db: Db, actor: AdminUser, request: ReturnStepRequest): Promise<ReturnStepResult> {
  return db.transaction(async (tx): Promise<ReturnStepResult> => {
    const locked = await lockReturn(tx, request.returnId);
    if (!locked) return { ok: false, reason: "not_found" };
    const { order, row } = locked;
    const transition = nextReturnState(row.state, request.step);
    if (!transition.ok) return { ok: false, reason: "not_allowed", number: row.number, state: row.state };

    const now = new Date();
    const details: Record<string, unknown> = { returnNumber: row.number, orderNumber: order.orderNumber };
    let mailId: string | null = null;
    let received: { restocked: number; damaged: number } | undefined;
    const subject = { id: row.id, number: row.number, locale: row.locale };
    if (request.step === "approve") {
      await tx
        .update(returns)
        .set({ state: "approved", approvedAt: now, updatedAt: now })
        .where(eq(returns.id, row.id));
      mailId = await sendReturnApprovedMail(tx, order, subject);
    } else if (request.step === "reject") {
      await tx
        .update(returns)
        .set({ state: "rejected", rejectedAt: now, rejectedReason: request.reason, updatedAt: now })
        .where(eq(returns.id, row.id));
      mailId = await sendReturnRejectedMail(tx, order, { ...subject, reason: request.reason });
      details.reason = request.reason;
    } else {
      received = (await receiveLines(tx, row, request.outcomes)) ?? undefined;
      if (!received) return { ok: false, reason: "outcome_missing", number: row.number };
      await tx
        .update(returns)
        .set({ state: "received", receivedAt: now, updatedAt: now })
        .where(eq(returns.id, row.id));
      Object.assign(details, received);
    }
    await recordAdminAction(tx, { actor, action: audited[request.step], target: `order:${order.id}`, details });
    return { ok: true, number: row.number, state: transition.to, mailId, ...(received && { received }) };
  });
}

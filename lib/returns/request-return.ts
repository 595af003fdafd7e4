import "server-only";

import { and, asc, eq, inArray } from "drizzle-orm";

import { sellableItemIn } from "@/content/localized";
import type { ReturnReason } from "@/content/return-reasons";
import type { Db } from "@/lib/db";
import { orderItems, orders, returnLines, returns } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { sendReturnRequestedMail } from "./return-emails";
import { takeReturnNumber } from "./return-number";
import { isInsideReturnWindow } from "./return-window";
import { checkWantedLines, type ReturnLinesRefusal, type WantedLine } from "./returnable-units";
import { unitsRefundedOutsideReturns } from "./refunded-outside-returns";

export type ReturnRequest = {
  orderId: string;
  lines: WantedLine[];
  reason: ReturnReason;
  note: string | null;
  /** The form's own key, so submitting it twice asks once. */
  requestKey: string;
  locale: Locale;
};

export type ReturnRequestRefusal = ReturnLinesRefusal | "not_found" | "not_delivered" | "outside_window";

export type ReturnRequestOutcome =
  | { ok: true; returnId: string; number: string; mailId: string | null; repeated: boolean }
  | { ok: false; reason: ReturnRequestRefusal };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Units every return of the order still holds (a rejected one holds none). */
export async function heldReturnLines(tx: Pick<Db, "select">, orderId: string) {
  return tx
    .select({ orderItemId: returnLines.orderItemId, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(
      and(eq(returns.orderId, orderId), inArray(returns.state, ["requested", "approved", "received", "refunded"])),
    );
}

async function repeatOf(tx: Tx, requestKey: string) {
  const [repeat] = await tx
    .select({ id: returns.id, number: returns.number })
    .from(returns)
    .where(eq(returns.requestKey, requestKey));
  return repeat;
}

/**
 * A shopper asks to send back units of a delivered order (the caller has checked it is theirs: their account, or the
 * order number with its e-mail). Under the order's row lock, so two requests at once never take the same units twice:
 * only a delivered order, inside the window counted from its recorded delivery, only units no live return holds.
 * The return, its number and the shopper's e-mail commit together.
 */
export async function requestReturn(db: Db, request: ReturnRequest, now = new Date()): Promise<ReturnRequestOutcome> {
  return db.transaction(async (tx): Promise<ReturnRequestOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for("update");
    if (!order || order.source !== "local") return { ok: false, reason: "not_found" };
    const repeat = await repeatOf(tx, request.requestKey);
    if (repeat) return { ok: true, returnId: repeat.id, number: repeat.number, mailId: null, repeated: true };
    if (!order.deliveredAt || order.lifecycleStage !== "delivered") return { ok: false, reason: "not_delivered" };
    if (!isInsideReturnWindow(order.deliveredAt, now)) return { ok: false, reason: "outside_window" };

    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const held = [
      ...(await heldReturnLines(tx, order.id)),
      ...(await unitsRefundedOutsideReturns(
        tx,
        order.id,
        items.map((item) => item.id),
      )),
    ];
    const checked = checkWantedLines(items, held, request.lines);
    if (!checked.ok) return checked;

    const number = await takeReturnNumber(tx);
    const [created] = await tx
      .insert(returns)
      .values({
        number,
        orderId: order.id,
        requestKey: request.requestKey,
        reason: request.reason,
        note: request.note,
        locale: request.locale,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: returns.id });
    await tx.insert(returnLines).values(checked.lines.map((line) => ({ ...line, returnId: created!.id })));
    const units = checked.lines.map((line) => {
      const item = items.find((candidate) => candidate.id === line.orderItemId)!;
      const title = (item.merchandiseId && sellableItemIn(item.merchandiseId, request.locale)?.title) || item.title;
      return { title, quantity: line.quantity };
    });
    const mailId = await sendReturnRequestedMail(tx, order, {
      id: created!.id,
      number,
      locale: request.locale,
      reason: request.reason,
      units,
    });
    return { ok: true, returnId: created!.id, number, mailId, repeated: false };
  });
}

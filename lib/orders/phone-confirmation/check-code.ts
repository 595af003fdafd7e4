import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import { policies } from "@/content/policies";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { orderPhoneConfirmations, orders } from "@/lib/db/schema";
import type { PhoneVerifier } from "@/lib/messaging";

export type ConfirmByCodeResult =
  | { ok: true; alreadyConfirmed: boolean }
  | { ok: false; reason: "not_found" | "not_open" | "no_code" | "expired" | "code_dead" | "unavailable" }
  | { ok: false; reason: "wrong_code"; triesLeft: number };

const { codeValidMinutes, maxAttempts } = policies.phoneConfirmation;

/** Who the order's timeline says confirmed it. */
export const SHOPPER_BY_PHONE = "the shopper (phone code)";

/** Takes one try of the live code, or says why there is none to take; the count is spent before the outside check. */
async function takeTry(db: Db, orderId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        stage: orders.lifecycleStage,
        phone: orderPhoneConfirmations.phone,
        codeSentAt: orderPhoneConfirmations.codeSentAt,
        attempts: orderPhoneConfirmations.attempts,
        confirmedAt: orderPhoneConfirmations.confirmedAt,
      })
      .from(orderPhoneConfirmations)
      .innerJoin(orders, eq(orders.id, orderPhoneConfirmations.orderId))
      .where(eq(orderPhoneConfirmations.orderId, orderId))
      .for("update", { of: orderPhoneConfirmations });
    if (!row) return { ok: false as const, reason: "no_code" as const };
    // Confirmed by this code before, or by the owner's call: either way there is nothing left to confirm.
    if (row.confirmedAt || row.stage === "confirmed") return { ok: true as const, alreadyConfirmed: true };
    if (row.stage !== "placed") return { ok: false as const, reason: "not_open" as const };
    if (!row.codeSentAt) return { ok: false as const, reason: "no_code" as const };
    if (now.getTime() - row.codeSentAt.getTime() > codeValidMinutes * 60_000)
      return { ok: false as const, reason: "expired" as const };
    if (row.attempts >= maxAttempts) return { ok: false as const, reason: "code_dead" as const };
    await tx
      .update(orderPhoneConfirmations)
      .set({ attempts: sql`${orderPhoneConfirmations.attempts} + 1` })
      .where(eq(orderPhoneConfirmations.orderId, orderId));
    return { ok: true as const, alreadyConfirmed: false, phone: row.phone, triesLeft: maxAttempts - row.attempts - 1 };
  });
}

/**
 * The shopper's code for a cash order: right, and the order moves placed -> confirmed as the shopper's own step (an
 * audit row in their name, which the order's timeline shows). Safe twice: a confirmed order answers confirmed.
 */
export async function confirmOrderByPhoneCode(
  db: Db,
  verifier: PhoneVerifier,
  input: { orderId: string; code: string },
  now: Date = new Date(),
): Promise<ConfirmByCodeResult> {
  const taken = await takeTry(db, input.orderId, now);
  if (!taken.ok || taken.alreadyConfirmed) return taken.ok ? { ok: true, alreadyConfirmed: true } : taken;
  const checked = await verifier.checkCode({ phone: taken.phone!, code: input.code, reference: input.orderId });
  if (!checked.ok) {
    if (checked.reason === "wrong_code")
      return taken.triesLeft! > 0
        ? { ok: false, reason: "wrong_code", triesLeft: taken.triesLeft! }
        : { ok: false, reason: "code_dead" };
    return { ok: false, reason: checked.reason };
  }
  return db.transaction(async (tx): Promise<ConfirmByCodeResult> => {
    // Conditional: the owner may have confirmed (or cancelled) the order meanwhile; only a placed order moves.
    const [moved] = await tx
      .update(orders)
      .set({ lifecycleStage: "confirmed", confirmedAt: now, updatedAt: now })
      .where(and(eq(orders.id, input.orderId), eq(orders.lifecycleStage, "placed")))
      .returning({ orderNumber: orders.orderNumber });
    if (!moved) {
      const [order] = await tx
        .select({ stage: orders.lifecycleStage })
        .from(orders)
        .where(eq(orders.id, input.orderId));
      return order?.stage === "confirmed" ? { ok: true, alreadyConfirmed: true } : { ok: false, reason: "not_open" };
    }
    await tx
      .update(orderPhoneConfirmations)
      .set({ confirmedAt: now })
      .where(and(eq(orderPhoneConfirmations.orderId, input.orderId), isNull(orderPhoneConfirmations.confirmedAt)));
    // The shopper's own step, named without their address: the audit log outlives an erased account's details.
    await recordAdminAction(tx, {
      actor: { id: `shopper:${input.orderId}`, email: SHOPPER_BY_PHONE, name: SHOPPER_BY_PHONE },
      action: "order.confirmed",
      target: `order:${input.orderId}`,
      details: { orderNumber: moved.orderNumber, from: "placed", byPhone: true },
    });
    return { ok: true, alreadyConfirmed: false };
  });
}

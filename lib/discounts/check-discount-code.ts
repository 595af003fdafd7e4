import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";

export type DiscountRefusal = "unknown" | "used" | "expired" | "unconfirmed";
export type DiscountCheck = { ok: true; code: string; percentOff: number } | { ok: false; reason: DiscountRefusal };

type Executor = Pick<Db, "select">;
type DiscountCodeRow = Pick<typeof discountCodes.$inferSelect, "code" | "percentOff" | "expiresAt" | "redeemedAt">;
/**
 * A code with the address it was issued to, which alone may redeem it (see mayRedeemWelcomeCode), and when that
 * inbox confirmed the subscription: before that the code does not apply (double opt-in).
 */
type OwnedDiscountCodeRow = DiscountCodeRow & { ownerEmail: string; ownerConfirmedAt: Date | null };

/** Why a code row cannot be used now, or null when it can. */
export function refusalFor(row: DiscountCodeRow | undefined, now = new Date()): DiscountRefusal | null {
  if (!row) return "unknown";
  if (row.redeemedAt) return "used";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

/** The same for a code read with its owner: also refused until the owner's inbox has confirmed. */
export function ownedCodeRefusal(row: OwnedDiscountCodeRow | undefined, now = new Date()): DiscountRefusal | null {
  return refusalFor(row, now) ?? (row?.ownerConfirmedAt ? null : "unconfirmed");
}

/**
 * Reads a code (case-insensitively: codes may be issued in any case, shoppers type in any case). With
 * `forUpdate` the row stays locked until the transaction ends, so two orders cannot both redeem it.
 */
export async function findDiscountCode(
  executor: Executor,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<OwnedDiscountCodeRow | undefined> {
  const query = executor
    .select({
      code: discountCodes.code,
      percentOff: discountCodes.percentOff,
      expiresAt: discountCodes.expiresAt,
      redeemedAt: discountCodes.redeemedAt,
      ownerEmail: newsletterSubscribers.email,
      ownerConfirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(discountCodes)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, discountCodes.subscriberId))
    .where(sql`upper(${discountCodes.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  // Only the code's row is locked: signups never wait on a checkout.
  const [row] = await (options.forUpdate ? query.for("update", { of: discountCodes }) : query);
  return row;
}

/** Whether a shopper may use `code` right now, and what it is worth. */
export async function checkDiscountCode(executor: Executor, code: string): Promise<DiscountCheck> {
  const row = await findDiscountCode(executor, code);
  const refusal = ownedCodeRefusal(row);
  if (refusal || !row) return { ok: false, reason: refusal ?? "unknown" };
  return { ok: true, code: row.code, percentOff: row.percentOff };
}

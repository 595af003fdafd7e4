import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";

import { discountOn, welcomeCodeTerms, type DiscountLine, type DiscountTerms } from "./discount-terms";
import { ownerCodeTerms, ownerCodeUsageRefusal, ownerCodeWindowRefusal } from "./owner-code-rules";
import { countOwnerCodeUses, findOwnerCode } from "./owner-codes";

/**
 * Why a code does not apply, as a code each locale's dictionary words: a welcome code's (unknown, used, expired,
 * unconfirmed) and an owner-made code's (not started, minimum not met, used up, used by this customer already, not
 * for the items in the cart).
 */
export type DiscountRefusal =
  | "unknown"
  | "used"
  | "expired"
  | "unconfirmed"
  | "not_started"
  | "minimum"
  | "used_up"
  | "used_by_you"
  | "not_for_items";
export type DiscountCheck =
  { ok: true; code: string; terms: DiscountTerms } | { ok: false; reason: DiscountRefusal; minimumFils?: number };

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

/**
 * Whether a shopper may put `code` on a cart of these lines right now, and on what terms: a welcome code, or else
 * one the owner made. Who is ordering is not known yet, so the per-customer limit waits for the order.
 */
export async function checkDiscountCode(
  executor: Executor,
  code: string,
  lines: readonly DiscountLine[],
  now = new Date(),
): Promise<DiscountCheck> {
  const row = await findDiscountCode(executor, code);
  if (row) {
    const refusal = ownedCodeRefusal(row, now);
    if (refusal) return { ok: false, reason: refusal };
    return { ok: true, code: row.code, terms: welcomeCodeTerms(row.code, row.percentOff) };
  }
  const owned = await findOwnerCode(executor, code);
  if (!owned) return { ok: false, reason: "unknown" };
  const refusal =
    ownerCodeWindowRefusal(owned, now) ??
    ownerCodeUsageRefusal(
      owned,
      owned.usageLimit === null ? { total: 0, byCustomer: null } : await countOwnerCodeUses(executor, owned.id),
    );
  if (refusal) return { ok: false, reason: refusal };
  const terms = ownerCodeTerms(owned);
  const outcome = discountOn(terms, lines);
  if (!outcome.ok)
    return outcome.reason === "minimum"
      ? { ok: false, reason: "minimum", minimumFils: outcome.minimumFils }
      : { ok: false, reason: "not_for_items" };
  return { ok: true, code: owned.code, terms };
}

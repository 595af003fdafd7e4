import "server-only";

import { eq, sql } from "drizzle-orm";

import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { AdminUser } from "@/lib/auth/admin";
import type { Db } from "@/lib/db";
import { discountCodes, shopDiscountCodes } from "@/lib/db/schema";
import type { OwnerCodeInput } from "@/lib/validations/owner-discount-code";

export type SaveOwnerCodeResult =
  { ok: true; id: string; code: string; created: boolean } | { ok: false; reason: "taken" | "not_found" };

const termsOf = (input: OwnerCodeInput) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  minimumOrderFils: input.minimumOrderFils,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  usageLimit: input.usageLimit,
  perCustomerLimit: input.perCustomerLimit,
  productIds: input.productIds,
});

/** The terms as the audit log keeps them: plain values a sentence can name. */
const auditTerms = (terms: ReturnType<typeof termsOf>) => ({
  ...terms,
  startsAt: terms.startsAt?.toISOString() ?? null,
  endsAt: terms.endsAt?.toISOString() ?? null,
});

const sameTerms = (a: ReturnType<typeof termsOf>, b: ReturnType<typeof termsOf>) =>
  JSON.stringify(auditTerms(a)) === JSON.stringify(auditTerms(b));

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Whether the name is another code's, an owner-made one (any case) or a newsletter's welcome code. */
async function nameTaken(tx: Tx, code: string, exceptId: string | null) {
  const [owned] = await tx
    .select({ id: shopDiscountCodes.id })
    .from(shopDiscountCodes)
    .where(sql`upper(${shopDiscountCodes.code}) = ${code.toUpperCase()}`)
    .limit(1);
  if (owned && owned.id !== exceptId) return true;
  const [welcome] = await tx
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = ${code.toUpperCase()}`)
    .limit(1);
  return Boolean(welcome);
}

/**
 * Creates a code, or saves an existing one's terms, with its audit row in the same transaction. Creating the same
 * code with the same terms again (a double submit) changes nothing and answers as the first did; a name another
 * code has (whatever its case) is refused.
 */
export async function saveOwnerCode(db: Db, actor: AdminUser, input: OwnerCodeInput): Promise<SaveOwnerCodeResult> {
  const terms = termsOf(input);
  return db.transaction(async (tx): Promise<SaveOwnerCodeResult> => {
    if (!input.id) {
      const [existing] = await tx
        .select()
        .from(shopDiscountCodes)
        .where(sql`upper(${shopDiscountCodes.code}) = ${input.code.toUpperCase()}`)
        .limit(1);
      if (existing && sameTerms(termsOf({ ...existing, id: existing.id }), terms))
        return { ok: true, id: existing.id, code: existing.code, created: true };
      if (await nameTaken(tx, input.code, null)) return { ok: false, reason: "taken" };
      const [created] = await tx
        .insert(shopDiscountCodes)
        .values(terms)
        .onConflictDoNothing()
        .returning({ id: shopDiscountCodes.id });
      // A code of that name committed meanwhile by another submit.
      if (!created) return { ok: false, reason: "taken" };
      await recordAdminAction(tx, {
        actor,
        action: "discount_code.created",
        target: `discount_code:${created.id}`,
        details: auditTerms(terms),
      });
      return { ok: true, id: created.id, code: terms.code, created: true };
    }
    const [current] = await tx.select().from(shopDiscountCodes).where(eq(shopDiscountCodes.id, input.id)).for("update");
    if (!current) return { ok: false, reason: "not_found" };
    if (await nameTaken(tx, input.code, current.id)) return { ok: false, reason: "taken" };
    if (sameTerms(termsOf({ ...current, id: current.id }), terms))
      return { ok: true, id: current.id, code: current.code, created: false };
    await tx
      .update(shopDiscountCodes)
      .set({ ...terms, updatedAt: new Date() })
      .where(eq(shopDiscountCodes.id, current.id));
    await recordAdminAction(tx, {
      actor,
      action: "discount_code.updated",
      target: `discount_code:${current.id}`,
      details: auditTerms(terms),
    });
    return { ok: true, id: current.id, code: terms.code, created: false };
  });
}

/** Switches a code off (or on again). Already so: nothing changes and nothing is recorded. */
export async function switchOwnerCode(
  db: Db,
  actor: AdminUser,
  id: string,
  active: boolean,
): Promise<{ ok: true; code: string } | { ok: false; reason: "not_found" }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(shopDiscountCodes).where(eq(shopDiscountCodes.id, id)).for("update");
    if (!current) return { ok: false as const, reason: "not_found" as const };
    if (current.active !== active) {
      await tx.update(shopDiscountCodes).set({ active, updatedAt: new Date() }).where(eq(shopDiscountCodes.id, id));
      await recordAdminAction(tx, {
        actor,
        action: active ? "discount_code.activated" : "discount_code.deactivated",
        target: `discount_code:${id}`,
        details: { code: current.code },
      });
    }
    return { ok: true as const, code: current.code };
  });
}

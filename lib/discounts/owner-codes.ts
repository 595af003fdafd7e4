import "server-only";

import { count, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { shopDiscountCodes, shopDiscountRedemptions, type ShopDiscountCodeRow } from "@/lib/db/schema";
import { mailboxOf } from "@/lib/newsletter/mailbox";

type Executor = Pick<Db, "select">;

/**
 * An owner-made code by what a shopper typed, in any case (the unique index is on upper(code)). With `forUpdate`
 * the row stays locked until the transaction ends: orders using the code queue here, so each counts the uses the
 * one before it committed and the last allowed use goes to one order only.
 */
export async function findOwnerCode(
  executor: Executor,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<ShopDiscountCodeRow | undefined> {
  const query = executor
    .select()
    .from(shopDiscountCodes)
    .where(sql`upper(${shopDiscountCodes.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  const [row] = await (options.forUpdate ? query.for("update") : query);
  return row;
}

/** The uses of a code so far, and those of one customer's mailbox when an e-mail is given. */
export async function countOwnerCodeUses(
  executor: Executor,
  codeId: string,
  email?: string,
): Promise<{ total: number; byCustomer: number | null }> {
  const mailbox = email ? mailboxOf(email) : null;
  const [row] = await executor
    .select({
      total: count(),
      byCustomer: mailbox
        ? sql<number>`count(*) filter (where ${shopDiscountRedemptions.mailbox} = ${mailbox})`.mapWith(Number)
        : sql<null>`null`,
    })
    .from(shopDiscountRedemptions)
    .where(eq(shopDiscountRedemptions.codeId, codeId));
  return { total: row?.total ?? 0, byCustomer: mailbox ? (row?.byCustomer ?? 0) : null };
}

/** Gives an order's use of a code back (the order was cancelled or refused at the door); a no-op for other orders. */
export async function releaseOwnerCodeUse(executor: Pick<Db, "delete">, orderId: string): Promise<void> {
  await executor.delete(shopDiscountRedemptions).where(eq(shopDiscountRedemptions.orderId, orderId));
}

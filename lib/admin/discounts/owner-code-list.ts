import "server-only";

import { desc, eq, getTableColumns, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders, shopDiscountCodes, shopDiscountRedemptions, type ShopDiscountCodeRow } from "@/lib/db/schema";

/**
 * A code with what it sold: the orders that used it and their revenue (what the shoppers paid, delivery included)
 * and what it gave. A cancelled or refused order gave its use back, so it counts in neither.
 */
export type OwnerCodeSummary = ShopDiscountCodeRow & { uses: number; revenueFils: number; discountFils: number };

const sold = {
  uses: sql<number>`count(${shopDiscountRedemptions.id})`.mapWith(Number),
  revenueFils: sql<number>`coalesce(sum(round(${orders.totalAmount} * 100)), 0)::bigint`.mapWith(Number),
  discountFils: sql<number>`coalesce(sum(${shopDiscountRedemptions.discountFils}), 0)::bigint`.mapWith(Number),
};

/** Every code, the newest first, with its uses and what it sold. */
export async function listOwnerCodes(db: Db): Promise<OwnerCodeSummary[]> {
  return db
    .select({ ...getTableColumns(shopDiscountCodes), ...sold })
    .from(shopDiscountCodes)
    .leftJoin(shopDiscountRedemptions, eq(shopDiscountRedemptions.codeId, shopDiscountCodes.id))
    .leftJoin(orders, eq(orders.id, shopDiscountRedemptions.orderId))
    .groupBy(shopDiscountCodes.id)
    .orderBy(desc(shopDiscountCodes.createdAt), desc(shopDiscountCodes.id));
}

/** One code for its edit page. */
export async function findOwnerCodeById(db: Db, id: string): Promise<ShopDiscountCodeRow | undefined> {
  const [row] = await db.select().from(shopDiscountCodes).where(eq(shopDiscountCodes.id, id)).limit(1);
  return row;
}

/** The codes that sold something, the best first: the dashboard's panel. */
export async function ownerCodeSales(db: Db): Promise<OwnerCodeSummary[]> {
  const codes = await listOwnerCodes(db);
  return codes.filter((code) => code.uses > 0).sort((a, b) => b.revenueFils - a.revenueFils || b.uses - a.uses);
}

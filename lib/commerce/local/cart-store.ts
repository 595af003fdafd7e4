import "server-only";

import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { cartLines, carts } from "@/lib/db/schema";
import type { CartLineInput, CartLineUpdate } from "@/lib/commerce/types";

/** Cart ids travel in a cookie and grant access to the cart, so they are unguessable. */
export const newCartId = () => randomBytes(24).toString("base64url");

export async function cartExists(db: Db, cartId: string): Promise<boolean> {
  const rows = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).limit(1);
  return rows.length > 0;
}

/** The discount code saved on the cart (checked again whenever the cart is read and when the order is placed). */
export async function readCartDiscountCode(db: Db, cartId: string): Promise<string | null> {
  const [row] = await db.select({ code: carts.discountCode }).from(carts).where(eq(carts.id, cartId)).limit(1);
  return row?.code ?? null;
}

export async function saveCartDiscountCode(db: Db, cartId: string, code: string | null): Promise<void> {
  await db.update(carts).set({ discountCode: code, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

export async function insertCart(db: Db): Promise<string> {
  const id = newCartId();
  await db.insert(carts).values({ id });
  return id;
}

export function readCartLines(db: Db, cartId: string) {
  return db
    .select({ id: cartLines.id, merchandiseId: cartLines.merchandiseId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/**
 * One statement per add, merging into the existing line in the database so concurrent adds never lose a unit.
 * A merge that would pass `maxPerLine` is skipped by the database itself (so two racing adds cannot both slip
 * under the cap); then nothing of this add is kept and `false` comes back.
 */
export async function upsertCartLines(db: Db, cartId: string, lines: CartLineInput[], maxPerLine: number): Promise<boolean> {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.merchandiseId, (merged.get(line.merchandiseId) ?? 0) + line.quantity);
  if (merged.size === 0) return true;
  if ([...merged.values()].some((quantity) => quantity > maxPerLine)) return false;
  const overCap = new Error("line over the quantity cap");
  try {
    await db.transaction(async (tx) => {
      const written = await tx
        .insert(cartLines)
        .values([...merged].map(([merchandiseId, quantity]) => ({ id: randomUUID(), cartId, merchandiseId, quantity })))
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.merchandiseId],
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
          setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${maxPerLine}`,
        })
        .returning({ id: cartLines.id });
      if (written.length < merged.size) throw overCap;
    });
    return true;
  } catch (error) {
    if (error === overCap) return false;
    throw error;
  }
}

export async function applyCartLineUpdates(db: Db, cartId: string, updates: CartLineUpdate[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const update of updates) {
      const line = and(eq(cartLines.cartId, cartId), eq(cartLines.id, update.id));
      if (update.quantity <= 0) await tx.delete(cartLines).where(line);
      else await tx.update(cartLines).set({ quantity: update.quantity, updatedAt: sql`now()` }).where(line);
    }
  });
}

export async function deleteCartLines(db: Db, cartId: string, lineIds: string[]): Promise<void> {
  if (lineIds.length === 0) return;
  await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, lineIds)));
}

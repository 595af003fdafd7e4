import "server-only";

import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { cartLines, carts } from "@/lib/db/schema";
import type { CartLineInput, CartLineUpdate } from "@/lib/commerce/types";

/** Cart ids travel in a cookie and grant access to the cart, so they are unguessable. */
export const newCartId = () => randomBytes(24).toString("base64url");

export async function cartExists(db: Db, cartId: string): Promise<boolean> {
  const rows = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).limit(1);
  return rows.length > 0;
}

/** Saves (or with null clears) the cart's code; false when there is no such cart. */
export async function saveCartDiscountCode(db: Db, cartId: string, code: string | null): Promise<boolean> {
  const saved = await db
    .update(carts)
    .set({ discountCode: code, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId))
    .returning({ id: carts.id });
  return saved.length > 0;
}

export async function insertCart(db: Db): Promise<string> {
  const id = newCartId();
  await db.insert(carts).values({ id });
  return id;
}

/** Postgres's foreign-key violation: a line written for a cart that does not exist. Drizzle wraps driver errors. */
function isMissingCart(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === "object" && value !== null && "code" in value ? value.code : undefined;
  return codeOf(error) === "23503" || (error instanceof Error && codeOf(error.cause) === "23503");
}

export type UpsertOutcome = "added" | "over-cap" | "no-cart";

/**
 * One statement per add, merging into the existing line in the database so concurrent adds never lose a unit.
 * A merge that would pass `maxPerLine` is skipped by the database itself (so two racing adds cannot both slip
 * under the cap); then nothing of this add is kept and "over-cap" comes back. A missing cart is answered by the
 * lines' foreign key, so no "does the cart exist" query runs first.
 */
export async function upsertCartLines(
  db: Db,
  cartId: string,
  lines: CartLineInput[],
  maxPerLine: number,
): Promise<UpsertOutcome> {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.merchandiseId, (merged.get(line.merchandiseId) ?? 0) + line.quantity);
  if (merged.size === 0) return "added";
  if ([...merged.values()].some((quantity) => quantity > maxPerLine)) return "over-cap";
  const values = [...merged].map(([merchandiseId, quantity]) => ({
    id: randomUUID(),
    cartId,
    merchandiseId,
    quantity,
  }));
  const write = (executor: Pick<Db, "insert">) =>
    executor
      .insert(cartLines)
      .values(values)
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.merchandiseId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${maxPerLine}`,
      })
      .returning({ id: cartLines.id });
  try {
    // One line is one statement, atomic on its own; only a multi-line add needs a transaction to undo a partial write.
    if (values.length === 1) return (await write(db)).length === 1 ? "added" : "over-cap";
    const overCap = new Error("line over the quantity cap");
    try {
      await db.transaction(async (tx) => {
        if ((await write(tx)).length < values.length) throw overCap;
      });
    } catch (error) {
      if (error === overCap) return "over-cap";
      throw error;
    }
    return "added";
  } catch (error) {
    if (isMissingCart(error)) return "no-cart";
    throw error;
  }
}

/** Quantities set (0 removes the line); a single change is one statement, several share a transaction. */
export async function applyCartLineUpdates(db: Db, cartId: string, updates: CartLineUpdate[]): Promise<void> {
  const apply = async (executor: Pick<Db, "update" | "delete">, update: CartLineUpdate) => {
    const line = and(eq(cartLines.cartId, cartId), eq(cartLines.id, update.id));
    if (update.quantity <= 0) await executor.delete(cartLines).where(line);
    else
      await executor
        .update(cartLines)
        .set({ quantity: update.quantity, updatedAt: sql`now()` })
        .where(line);
  };
  const [only] = updates;
  if (updates.length === 1 && only) return apply(db, only);
  await db.transaction(async (tx) => {
    for (const update of updates) await apply(tx, update);
  });
}

export async function deleteCartLines(db: Db, cartId: string, lineIds: string[]): Promise<void> {
  if (lineIds.length === 0) return;
  await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, lineIds)));
}

import "server-only";

import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { cartLines, carts } from "@/lib/db/schema";
import type { CartLineInput, CartLineUpdate } from "@/lib/commerce/types";

/** Cart ids travel in a cookie and grant access to the cart, so they are unguessable. */
export const newCartId = () => randomBytes(24).toString("base64url");

export async function insertCart(db: Db): Promise<string> {
  const id = newCartId();
  await db.insert(carts).values({ id });
  return id;
}

export type StoredCartLine = { id: string; merchandiseId: string; quantity: number };

// Built once per database: drizzle then skips assembling the SQL on every read, and Postgres keeps the plan.
const preparedReads = new WeakMap<Db, ReturnType<typeof prepareCartRead>>();

function prepareCartRead(db: Db) {
  return db
    .select({ cartId: carts.id, id: cartLines.id, merchandiseId: cartLines.merchandiseId, quantity: cartLines.quantity })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.id, sql.placeholder("cartId")))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare("read_cart_with_lines");
}

/**
 * The cart's lines in one round trip, or null when no such cart exists. A cart page render used to ask twice
 * (does the cart exist, then its lines); on embedded PGlite every query runs on the request's own thread.
 */
export async function readCartWithLines(db: Db, cartId: string): Promise<StoredCartLine[] | null> {
  let prepared = preparedReads.get(db);
  if (!prepared) {
    prepared = prepareCartRead(db);
    preparedReads.set(db, prepared);
  }
  const rows = await prepared.execute({ cartId });
  if (rows.length === 0) return null;
  return rows.flatMap(({ id, merchandiseId, quantity }) => (id !== null && merchandiseId !== null && quantity !== null ? [{ id, merchandiseId, quantity }] : []));
}

/** True for the error Postgres raises when a line names a cart that does not exist (foreign key violation). */
export function isMissingCartError(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map((candidate) => (candidate as { code?: unknown } | null)?.code);
  return codes.includes("23503");
}

/** One statement per add, merging into the existing line in the database so concurrent adds never lose a unit. */
export async function upsertCartLines(db: Db, cartId: string, lines: CartLineInput[]): Promise<void> {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.merchandiseId, (merged.get(line.merchandiseId) ?? 0) + line.quantity);
  if (merged.size === 0) return;
  await db
    .insert(cartLines)
    .values([...merged].map(([merchandiseId, quantity]) => ({ id: randomUUID(), cartId, merchandiseId, quantity })))
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.merchandiseId],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
    });
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

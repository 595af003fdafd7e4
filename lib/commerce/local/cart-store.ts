import "server-only";

import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { cartLines, carts } from "@/lib/db/schema";
import type { CartLineInput, CartLineUpdate } from "@/lib/commerce/types";

/** Cart ids travel in a cookie and grant access to the cart, so they are unguessable. */
export const newCartId = () => randomBytes(24).toString("base64url");

export async function cartExists(db: Db, cartId: string): Promise<boolean> {
  const rows = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).limit(1);
  return rows.length > 0;
}

/** Why a change wrote nothing: no such cart, or one whose order waits for its online payment. */
export type CartWriteRefusal = "no-cart" | "awaiting-payment";

/**
 * The cart row, share-locked, only while it may change. Inside a write it waits for an order being placed from the
 * cart (which holds the row for update) and then reads the row as that order left it, so a change can never slip in
 * between the order pricing the cart and locking it for payment.
 */
const openCart = (cartId: string) =>
  sql`(select ${carts.id} from ${carts} where ${carts.id} = ${cartId} and ${carts.awaitingPaymentSince} is null for key share)`;

/** Which refusal a write that changed nothing met (asked only then, so the usual write stays one statement). */
export async function cartWriteRefusal(db: Db, cartId: string): Promise<CartWriteRefusal | null> {
  const [cart] = await db
    .select({ awaitingPaymentSince: carts.awaitingPaymentSince })
    .from(carts)
    .where(eq(carts.id, cartId))
    .limit(1);
  if (!cart) return "no-cart";
  return cart.awaitingPaymentSince ? "awaiting-payment" : null;
}

/** Saves (or with null clears) the cart's code; the refusal when nothing was saved. */
export async function saveCartDiscountCode(
  db: Db,
  cartId: string,
  code: string | null,
): Promise<CartWriteRefusal | null> {
  const saved = await db
    .update(carts)
    .set({ discountCode: code, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), isNull(carts.awaitingPaymentSince)))
    .returning({ id: carts.id });
  return saved.length > 0 ? null : ((await cartWriteRefusal(db, cartId)) ?? "no-cart");
}

export async function insertCart(db: Db): Promise<string> {
  const id = newCartId();
  await db.insert(carts).values({ id });
  return id;
}

export type UpsertOutcome = "added" | "over-cap" | CartWriteRefusal;

/**
 * One statement per add, merging into the existing line in the database so concurrent adds never lose a unit.
 * A merge that would pass `maxPerLine` is skipped by the database itself (so two racing adds cannot both slip
 * under the cap); then nothing of this add is kept and "over-cap" comes back. The lines are inserted from the open
 * cart's row (openCart), so a cart that is missing or waits for its payment takes none, and only then is asked why.
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
  const rows = sql.join(
    [...merged].map(([merchandiseId, quantity]) => sql`(${randomUUID()}, ${merchandiseId}, ${quantity}::integer)`),
    sql`, `,
  );
  // Every column of cart_lines, in the table's order: id, cart_id, merchandise_id, quantity, created_at, updated_at.
  const fromOpenCart = sql`select line.id, cart.id, line.merchandise_id, line.quantity, now(), now()
    from (values ${rows}) as line (id, merchandise_id, quantity) cross join ${openCart(cartId)} as cart`;
  const write = (executor: Pick<Db, "insert">) =>
    executor
      .insert(cartLines)
      .select(fromOpenCart)
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.merchandiseId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${maxPerLine}`,
      })
      .returning({ id: cartLines.id });
  // One line is one statement, atomic on its own; only a multi-line add needs a transaction to undo a partial write.
  // The open cart's row stays key-share-locked to the end of the write, so it cannot vanish before the lines'
  // foreign key is checked: a missing cart always shows as no line written.
  if (merged.size === 1) return (await write(db)).length === 1 ? "added" : whyNothingWas(db, cartId);
  const short = new Error("not every line was written");
  try {
    await db.transaction(async (tx) => {
      if ((await write(tx)).length < merged.size) throw short;
    });
  } catch (error) {
    if (error === short) return whyNothingWas(db, cartId);
    throw error;
  }
  return "added";
}

/** A line missing from the write: the cart's refusal, or else the database's quantity cap skipped the merge. */
async function whyNothingWas(db: Db, cartId: string): Promise<UpsertOutcome> {
  return (await cartWriteRefusal(db, cartId)) ?? "over-cap";
}

/** The cart's own line, only while the cart may change (openCart). */
const openCartLine = (cartId: string, lineId: string) =>
  and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId), sql`${cartLines.cartId} in ${openCart(cartId)}`);

/**
 * Quantities set (0 removes the line); a single change is one statement, several share a transaction. A line
 * already gone changes nothing (a stale page); a cart waiting for its payment refuses the whole change.
 */
export async function applyCartLineUpdates(
  db: Db,
  cartId: string,
  updates: CartLineUpdate[],
): Promise<CartWriteRefusal | null> {
  const apply = async (executor: Pick<Db, "update" | "delete">, update: CartLineUpdate) => {
    const line = openCartLine(cartId, update.id);
    const changed =
      update.quantity <= 0
        ? await executor.delete(cartLines).where(line).returning({ id: cartLines.id })
        : await executor
            .update(cartLines)
            .set({ quantity: update.quantity, updatedAt: sql`now()` })
            .where(line)
            .returning({ id: cartLines.id });
    return changed.length;
  };
  const [only] = updates;
  let changed = 0;
  if (updates.length === 1 && only) changed = await apply(db, only);
  else
    await db.transaction(async (tx) => {
      for (const update of updates) changed += await apply(tx, update);
    });
  return changed < updates.length ? cartWriteRefusal(db, cartId) : null;
}

/** Removes lines; as applyCartLineUpdates, a cart waiting for its payment keeps them. */
export async function deleteCartLines(db: Db, cartId: string, lineIds: string[]): Promise<CartWriteRefusal | null> {
  if (lineIds.length === 0) return null;
  const deleted = await db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.cartId, cartId),
        inArray(cartLines.id, lineIds),
        sql`${cartLines.cartId} in ${openCart(cartId)}`,
      ),
    )
    .returning({ id: cartLines.id });
  return deleted.length < lineIds.length ? cartWriteRefusal(db, cartId) : null;
}

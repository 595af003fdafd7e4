import "server-only";

import { asc, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { cartLines, carts, discountCodes } from "@/lib/db/schema";
import { refusalFor } from "@/lib/discounts/check-discount-code";
import type { StoredLine, ValidDiscount } from "./reshape";

type CartRow = {
  lineId: string | null;
  merchandiseId: string | null;
  quantity: number | null;
  code: string | null;
  percentOff: number | null;
  expiresAt: Date | null;
  redeemedAt: Date | null;
};

function prepareCartRead(db: Db) {
  return (
    db
      .select({
        lineId: cartLines.id,
        merchandiseId: cartLines.merchandiseId,
        quantity: cartLines.quantity,
        code: discountCodes.code,
        percentOff: discountCodes.percentOff,
        expiresAt: discountCodes.expiresAt,
        redeemedAt: discountCodes.redeemedAt,
      })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      // Exact match on the key: a saved code is always the row's own spelling (applyDiscountCode saves `check.code`).
      .leftJoin(discountCodes, eq(discountCodes.code, carts.discountCode))
      .where(eq(carts.id, sql.placeholder("cartId")))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
      .prepare("read_cart_with_lines_and_code")
  );
}

// One prepared statement per database handle (the app has one; each test file hands in its own).
const preparedCartReads = new WeakMap<Db, ReturnType<typeof prepareCartRead>>();

export type StoredCart = { lines: StoredLine[]; discount: ValidDiscount | null };

function toStoredCart(rows: CartRow[]): StoredCart {
  const lines = rows.flatMap((row) =>
    row.lineId && row.merchandiseId && row.quantity !== null
      ? [{ id: row.lineId, merchandiseId: row.merchandiseId, quantity: row.quantity }]
      : [],
  );
  const [first] = rows;
  // A saved code that another order has redeemed (or that expired) meanwhile simply stops showing a discount.
  const codeRow =
    first?.code && first.percentOff !== null
      ? { code: first.code, percentOff: first.percentOff, expiresAt: first.expiresAt, redeemedAt: first.redeemedAt }
      : undefined;
  const discount = codeRow && !refusalFor(codeRow) ? { code: codeRow.code, percentOff: codeRow.percentOff } : null;
  return { lines, discount };
}

/**
 * The cart, its lines and its saved code in one round trip (the cart left-joined to both), or null when there is
 * no such cart. Every cart render and every cart change ends here, so this is the query to keep to one.
 */
export async function readStoredCart(db: Db, cartId: string): Promise<StoredCart | null> {
  let prepared = preparedCartReads.get(db);
  if (!prepared) {
    prepared = prepareCartRead(db);
    preparedCartReads.set(db, prepared);
  }
  const rows: CartRow[] = await prepared.execute({ cartId });
  return rows.length === 0 ? null : toStoredCart(rows);
}

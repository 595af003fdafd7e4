import "server-only";

import { asc, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { cartLines, carts, discountCodes, shopDiscountCodes } from "@/lib/db/schema";
import { refusalFor } from "@/lib/discounts/check-discount-code";
import { welcomeCodeTerms } from "@/lib/discounts/discount-terms";
import type { OwnerCodeKind } from "@/lib/discounts/owner-code-kinds";
import { ownerCodeTerms, ownerCodeWindowRefusal } from "@/lib/discounts/owner-code-rules";
import type { StoredLine, ValidDiscount } from "./reshape";

type CartRow = {
  lineId: string | null;
  merchandiseId: string | null;
  quantity: number | null;
  code: string | null;
  percentOff: number | null;
  expiresAt: Date | null;
  redeemedAt: Date | null;
  ownerCode: string | null;
  ownerKind: OwnerCodeKind | null;
  ownerValue: number | null;
  ownerMinimumFils: number | null;
  ownerProductIds: string[] | null;
  ownerActive: boolean | null;
  ownerStartsAt: Date | null;
  ownerEndsAt: Date | null;
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
        ownerCode: shopDiscountCodes.code,
        ownerKind: shopDiscountCodes.kind,
        ownerValue: shopDiscountCodes.value,
        ownerMinimumFils: shopDiscountCodes.minimumOrderFils,
        ownerProductIds: shopDiscountCodes.productIds,
        ownerActive: shopDiscountCodes.active,
        ownerStartsAt: shopDiscountCodes.startsAt,
        ownerEndsAt: shopDiscountCodes.endsAt,
      })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      // Exact match on the key: a saved code is always the row's own spelling (applyDiscountCode saves `check.code`).
      .leftJoin(discountCodes, eq(discountCodes.code, carts.discountCode))
      .leftJoin(shopDiscountCodes, eq(shopDiscountCodes.code, carts.discountCode))
      .where(eq(carts.id, sql.placeholder("cartId")))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
      .prepare("read_cart_with_lines_and_codes")
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
  const discount =
    codeRow && !refusalFor(codeRow) ? welcomeCodeTerms(codeRow.code, codeRow.percentOff) : ownerDiscount(first);
  return { lines, discount };
}

/**
 * An owner-made code on the cart while its dates allow and it is switched on. Its use limits are counted when the
 * order is placed (under a lock), so a code that ran out meanwhile is refused there, saying so.
 */
function ownerDiscount(row: CartRow | undefined): ValidDiscount | null {
  if (!row?.ownerCode || !row.ownerKind || row.ownerValue === null || row.ownerActive === null) return null;
  const window = { active: row.ownerActive, startsAt: row.ownerStartsAt, endsAt: row.ownerEndsAt };
  if (ownerCodeWindowRefusal(window)) return null;
  return ownerCodeTerms({
    code: row.ownerCode,
    kind: row.ownerKind,
    value: row.ownerValue,
    minimumOrderFils: row.ownerMinimumFils ?? 0,
    productIds: row.ownerProductIds,
  });
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

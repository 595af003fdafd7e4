import type { OwnerCodeKind } from "./owner-code-kinds";

/**
 * What a code on a cart is worth, whichever kind it is: a welcome code is a whole-cart percentage, an owner-made code
 * may be a percentage (basis points), a fixed amount (fils) or free delivery, with a minimum and chosen products.
 */
export type DiscountTerms = {
  code: string;
  kind: OwnerCodeKind;
  /** Basis points for a percentage (1500 = 15%), fils for a fixed amount, 0 for free delivery. */
  value: number;
  minimumOrderFils: number;
  /** null for the whole cart; otherwise the merchandise ids it takes money off. */
  productIds: readonly string[] | null;
};

export type DiscountLine = { merchandiseId: string; totalFils: number };

export type DiscountOutcome =
  | { ok: true; discountFils: number; freeDelivery: boolean }
  | { ok: false; reason: "minimum"; minimumFils: number }
  | { ok: false; reason: "not_for_items" };

/** A welcome code's terms: its whole percent off the whole cart, no minimum. */
export function welcomeCodeTerms(code: string, percentOff: number): DiscountTerms {
  return { code, kind: "percent", value: Math.round(percentOff * 100), minimumOrderFils: 0, productIds: null };
}

/** A share in basis points of an amount in fils, rounded half up in integers (the old whole-percent formula at ×100). */
export function basisPointsOf(amountFils: number, basisPoints: number): number {
  if (amountFils <= 0 || basisPoints <= 0) return 0;
  const points = Math.min(Math.round(basisPoints), 10_000);
  return Math.floor((2 * amountFils * points + 10_000) / 20_000);
}

/**
 * What the terms take off these lines: the minimum is on the whole cart's items (before the discount), a
 * percentage or amount only on the chosen products' lines, never more than they cost; free delivery waives the fee.
 */
export function discountOn(terms: DiscountTerms, lines: readonly DiscountLine[]): DiscountOutcome {
  const subtotalFils = lines.reduce((sum, line) => sum + line.totalFils, 0);
  if (terms.minimumOrderFils > 0 && subtotalFils < terms.minimumOrderFils)
    return { ok: false, reason: "minimum", minimumFils: terms.minimumOrderFils };
  const chosen = terms.productIds;
  const eligibleFils = chosen
    ? lines.filter((line) => chosen.includes(line.merchandiseId)).reduce((sum, line) => sum + line.totalFils, 0)
    : subtotalFils;
  if (chosen && eligibleFils <= 0) return { ok: false, reason: "not_for_items" };
  switch (terms.kind) {
    case "percent":
      return { ok: true, discountFils: basisPointsOf(eligibleFils, terms.value), freeDelivery: false };
    case "fixed":
      return { ok: true, discountFils: Math.min(Math.max(terms.value, 0), eligibleFils), freeDelivery: false };
    case "free_delivery":
      return { ok: true, discountFils: 0, freeDelivery: true };
  }
}

/** Which of these lines a discount is on, or undefined when it is on all of them. */
export function discountedLinesOf(
  items: readonly { merchandiseId: string | null }[],
  productIds: readonly string[] | null | undefined,
): boolean[] | undefined {
  return productIds
    ? items.map((item) => item.merchandiseId !== null && productIds.includes(item.merchandiseId))
    : undefined;
}

import { basisPointsOf } from "./discount-terms";

/**
 * What a whole-percent code takes off the items, in integer fils, rounded half up: one formula for the cart, the
 * checkout and the stored order (lib/discounts/discount-terms.ts works it out in basis points).
 */
export function discountFilsFor(subtotalFils: number, percentOff: number): number {
  return basisPointsOf(subtotalFils, Math.round(percentOff) * 100);
}

import { fromFils, toFils } from "@/lib/tax/vat";

/**
 * What a whole-percent code takes off the items, in integer fils, rounded half up: one formula for the cart, the
 * checkout and the stored order.
 */
export function discountFilsFor(subtotalFils: number, percentOff: number): number {
  if (subtotalFils <= 0 || percentOff <= 0) return 0;
  const percent = Math.min(Math.round(percentOff), 100);
  return Math.floor((2 * subtotalFils * percent + 100) / 200);
}

/** The same for the AED amounts a cart shows, converted to fils and back at this boundary. */
export function discountAmountFor(subtotal: number, percentOff: number): number {
  return fromFils(discountFilsFor(toFils(subtotal), percentOff));
}

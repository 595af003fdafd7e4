import { roundMoney } from "@/lib/currency/round-money";

/** What a percentage code takes off the items; one formula for the cart, the checkout and the stored order. */
export function discountAmountFor(subtotal: number, percentOff: number): number {
  if (subtotal <= 0 || percentOff <= 0) return 0;
  return roundMoney((subtotal * Math.min(percentOff, 100)) / 100);
}

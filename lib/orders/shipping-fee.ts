import { policies } from "@/content/policies";
import { roundMoney } from "@/lib/currency/round-money";

/**
 * UAE next-day delivery as the shipping page states it: free from the threshold up, the standard fee below.
 * The one place the fee is worked out, so the cart, the checkout and the stored order always agree.
 */
export function shippingFeeFor(subtotal: number): number {
  // Nothing to deliver, nothing to charge: an empty cart never shows a fee.
  if (subtotal <= 0) return 0;
  return subtotal >= policies.shipping.freeShippingThreshold ? 0 : policies.shipping.standardShippingFee;
}

/** `discount` is what a discount code takes off the items (0 without one). */
export type OrderTotals = { subtotal: number; discount: number; shipping: number; total: number };

/**
 * The fee follows the items' full price, so a discount code lowers the total by exactly its own amount and never
 * costs the shopper free shipping.
 */
export function orderTotalsFor(subtotal: number, discount = 0): OrderTotals {
  const shipping = shippingFeeFor(subtotal);
  return { subtotal, discount, shipping, total: roundMoney(subtotal - discount + shipping) };
}

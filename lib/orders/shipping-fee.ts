import { policies } from "@/content/policies";
import { fromFils, toFils } from "@/lib/tax/vat";

/**
 * UAE next-day delivery as the shipping page states it: free from the threshold up, the standard fee below, in
 * integer fils. The one place the fee is worked out, so the cart, the checkout and the stored order always agree.
 */
export function shippingFeeFils(subtotalFils: number): number {
  // Nothing to deliver, nothing to charge: an empty cart never shows a fee.
  if (subtotalFils <= 0) return 0;
  return subtotalFils >= toFils(policies.shipping.freeShippingThreshold)
    ? 0
    : toFils(policies.shipping.standardShippingFee);
}

/** `discountFils` is what a discount code takes off the items (0 without one). */
export type OrderTotalsFils = { subtotalFils: number; discountFils: number; shippingFils: number; totalFils: number };

/**
 * The fee follows the items' full price, so a discount code lowers the total by exactly its own amount and never
 * costs the shopper free shipping; a free-delivery code waives the fee.
 */
export function orderTotalsFils(subtotalFils: number, discountFils = 0, freeDelivery = false): OrderTotalsFils {
  const shippingFils = freeDelivery ? 0 : shippingFeeFils(subtotalFils);
  return { subtotalFils, discountFils, shippingFils, totalFils: subtotalFils - discountFils + shippingFils };
}

/** The same totals in AED, as the pages and the order columns take them. */
export type OrderTotals = { subtotal: number; discount: number; shipping: number; total: number };

export function orderTotalsInAed(totals: OrderTotalsFils): OrderTotals {
  return {
    subtotal: fromFils(totals.subtotalFils),
    discount: fromFils(totals.discountFils),
    shipping: fromFils(totals.shippingFils),
    total: fromFils(totals.totalFils),
  };
}

/** The fee for an AED subtotal as a cart shows it (converted to fils and back at this boundary). */
export function shippingFeeFor(subtotal: number): number {
  return fromFils(shippingFeeFils(toFils(subtotal)));
}

/** The totals of an AED subtotal and discount as a cart shows them, worked out in fils. */
export function orderTotalsFor(subtotal: number, discount = 0, freeDelivery = false): OrderTotals {
  return orderTotalsInAed(orderTotalsFils(toFils(subtotal), toFils(discount), freeDelivery));
}

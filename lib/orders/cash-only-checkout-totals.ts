import "server-only";

import { merchant } from "@/content/merchant";
import type { CartTotals } from "@/lib/cart/cart-totals";
import type { ShopperCart } from "@/lib/commerce/types";
import { discountedLinesOf } from "@/lib/discounts/discount-terms";
import { vatIncludedInCart, vatIncludedLine, type VatSettings } from "@/lib/tax/shop-vat";
import { fromFils, toFils } from "@/lib/tax/vat";
import { cashOnDeliveryFeeFils } from "./cod-fee";

/**
 * The checkout's totals when cash on delivery is the only way to pay: the COD fee is then certain, so the summary
 * shows it as a row and in the total and VAT, the same figures the order will store (lib/orders/order-pricing.ts).
 * Apart from lib/cart/cart-totals.ts, which every page's cart carries to the browser.
 */
export function cashOnlyCheckoutTotals(
  cart: ShopperCart,
  totals: CartTotals,
  settings: VatSettings = merchant,
): CartTotals & { codFee: number } {
  const codFeeFils = cashOnDeliveryFeeFils("cash_on_delivery");
  if (codFeeFils === 0 || totals.shipping === null) return { ...totals, codFee: 0 };
  const discountedLines = discountedLinesOf(cart.lines, cart.discount?.productIds);
  const vat = vatIncludedInCart(settings, {
    lineTotals: cart.lines.map((line) => line.lineTotal.amount),
    discount: totals.discount,
    shipping: totals.shipping,
    codFee: fromFils(codFeeFils),
    ...(discountedLines && { discountedLines }),
  });
  return {
    ...totals,
    codFee: fromFils(codFeeFils),
    total: fromFils(toFils(totals.total) + codFeeFils),
    taxLine: vatIncludedLine(vat),
  };
}

import { merchant } from "@/content/merchant";
import { LOCAL_CHECKOUT_URL } from "@/lib/commerce/local/checkout-path";
import type { ShopperCart } from "@/lib/commerce/types";
import { roundMoney } from "@/lib/currency/round-money";
import { discountedLinesOf } from "@/lib/discounts/discount-terms";
import { orderTotalsFor, type OrderTotals } from "@/lib/orders/shipping-fee";
import { vatIncludedInCart, vatIncludedLine, type TaxLine, type VatSettings } from "@/lib/tax/shop-vat";

/** `shipping` is null when a hosted checkout (Shopify) works out its own rates, so the shop cannot know the fee yet. */
export type CartTotals = Omit<OrderTotals, "shipping"> & {
  shipping: number | null;
  taxLine: TaxLine | null;
  currency: string;
};

/** Whether the cart is checked out by a hosted checkout (Shopify), which works out shipping and taxes itself. */
export const hasHostedCheckout = (cart: Pick<ShopperCart, "checkoutUrl">) => cart.checkoutUrl !== LOCAL_CHECKOUT_URL;

/**
 * What the cart will cost: the local checkout charges the shop's own shipping fee on top of the discounted items, and
 * shows the VAT those prices include (the same figure the order stores). A hosted checkout shows its platform's tax.
 */
export function cartTotals(cart: ShopperCart, settings: VatSettings = merchant): CartTotals {
  const subtotal = cart.totalAmount.amount;
  const discount = cart.discount?.amount.amount ?? 0;
  const currency = cart.totalAmount.currencyCode;
  if (hasHostedCheckout(cart)) {
    const taxLine: TaxLine | null =
      cart.tax && cart.tax.amount > 0 ? { kind: "provider_tax", amount: cart.tax.amount } : null;
    return { subtotal, discount, shipping: null, total: roundMoney(subtotal - discount), taxLine, currency };
  }
  const totals = orderTotalsFor(subtotal, discount, cart.discount?.freeDelivery ?? false);
  const discountedLines = discountedLinesOf(cart.lines, cart.discount?.productIds);
  const vat = vatIncludedInCart(settings, {
    lineTotals: cart.lines.map((line) => line.lineTotal.amount),
    discount,
    shipping: totals.shipping,
    ...(discountedLines && { discountedLines }),
  });
  return { ...totals, taxLine: vatIncludedLine(vat), currency };
}

import { LOCAL_CHECKOUT_URL } from "@/lib/commerce/local/checkout-path";
import type { ShopperCart } from "@/lib/commerce/types";
import { roundMoney } from "@/lib/currency/round-money";
import { orderTotalsFor, type OrderTotals } from "@/lib/orders/shipping-fee";

/** `shipping` is null when a hosted checkout (Shopify) works out its own rates, so the shop cannot know the fee yet. */
export type CartTotals = Omit<OrderTotals, "shipping"> & { shipping: number | null; currency: string };

/** What the cart will cost: the local checkout charges the shop's own shipping fee on top of the discounted items. */
export function cartTotals(cart: ShopperCart): CartTotals {
  const subtotal = cart.totalAmount.amount;
  const discount = cart.discount?.amount.amount ?? 0;
  const currency = cart.totalAmount.currencyCode;
  if (cart.checkoutUrl !== LOCAL_CHECKOUT_URL) return { subtotal, discount, shipping: null, total: roundMoney(subtotal - discount), currency };
  return { ...orderTotalsFor(subtotal, discount), currency };
}

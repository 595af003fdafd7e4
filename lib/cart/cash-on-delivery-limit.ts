import { policies } from "@/content/policies";
import { LOCAL_CHECKOUT_URL } from "@/lib/commerce/local/checkout-path";
import type { ShopperCart } from "@/lib/commerce/types";
import { roundMoney } from "@/lib/currency/round-money";
import { orderTotalsFor } from "@/lib/orders/shipping-fee";
import { cartTotals } from "./cart-totals";

/**
 * How far the cart is over the cash-on-delivery limit (AED), or null when it can be placed. Only the local provider's
 * carts have the limit: a Shopify cart hands off to the hosted checkout, which takes other payments. The same total
 * placeCashOnDeliveryOrder refuses (total >= limit), so the shop warns exactly when the order would be refused.
 */
export function cashOnDeliveryExcess(cart: ShopperCart | null): number | null {
  if (!cart || cart.lines.length === 0 || cart.checkoutUrl !== LOCAL_CHECKOUT_URL) return null;
  const { total } = cartTotals(cart);
  const limit = policies.cashOnDelivery.maxOrderTotal;
  return total >= limit ? roundMoney(total - limit) : null;
}

/**
 * What the order would come to with `added` AED more of items (the quantity a shopper has chosen on a product page,
 * not yet in the cart), when that reaches the cash-on-delivery limit; null below it. A cart still empty (or none yet)
 * counts as nothing; the caller knows the shop's own checkout takes the order (a hosted one has no limit).
 */
export function cashOnDeliveryTotalWith(cart: ShopperCart | null, added: number): number | null {
  const counted = cart && cart.lines.length > 0 && cart.checkoutUrl === LOCAL_CHECKOUT_URL ? cart : null;
  const subtotal = (counted?.totalAmount.amount ?? 0) + added;
  const { total } = orderTotalsFor(
    subtotal,
    counted?.discount?.amount.amount ?? 0,
    counted?.discount?.freeDelivery ?? false,
  );
  return total >= policies.cashOnDelivery.maxOrderTotal ? total : null;
}

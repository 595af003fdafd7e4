import type { Cart, ShopperCart } from "@/lib/commerce/types";

/** Drops the cart id before a cart leaves the server (page data, /api/cart, action results). */
export function toShopperCart(cart: Cart | null): ShopperCart | null {
  if (!cart) return null;
  return { checkoutUrl: cart.checkoutUrl, totalQuantity: cart.totalQuantity, totalAmount: cart.totalAmount, lines: cart.lines };
}

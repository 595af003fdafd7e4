import type { Cart, ShopperCart } from "@/lib/commerce/types";

/**
 * Drops the cart id before a cart leaves the server (page data, /api/cart, action results); every other field passes.
 */
export function toShopperCart(cart: Cart | null): ShopperCart | null {
  if (!cart) return null;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose: the id is the key to the cart
  const { id, ...shopperCart } = cart;
  return shopperCart;
}

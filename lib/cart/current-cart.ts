import "server-only";

import { cache } from "react";

import type { Cart, ShopperCart } from "@/lib/commerce/types";
import { getCommerce } from "@/lib/commerce";
import { forgetCartId, readCartId } from "./cart-cookie";
import { toShopperCart } from "./shopper-cart";

/** The saved cart, or null when there is none or it no longer exists (then the saved id is dropped). Provider failures throw. */
export async function restoreSavedCart(): Promise<Cart | null> {
  const cartId = await readCartId();
  if (!cartId) return null;
  const cart = await getCommerce().getCart(cartId);
  if (!cart) await forgetCartId();
  return cart;
}

/**
 * Like restoreSavedCart, but for the browser: without the cart id, and a provider outage reads as no cart,
 * for pages that must render regardless.
 */
export async function readCurrentCart(): Promise<ShopperCart | null> {
  try {
    return toShopperCart(await restoreSavedCart());
  } catch (error) {
    // A provider outage is not a lost cart: keep the id so the cart comes back when the provider does.
    console.error("[cart] could not restore the saved cart", error);
    return null;
  }
}

/** The shopper's cart for this request (read once per render). */
export const getCurrentCart: () => Promise<ShopperCart | null> = cache(readCurrentCart);

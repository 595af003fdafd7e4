import "server-only";

import { cache } from "react";

import type { Cart } from "@/lib/commerce/types";
import { getCommerce } from "@/lib/commerce";
import { forgetCartId, readCartId } from "./cart-cookie";

/** The saved cart, or null when there is none or it no longer exists (then the saved id is dropped). Provider failures throw. */
export async function restoreSavedCart(): Promise<Cart | null> {
  const cartId = await readCartId();
  if (!cartId) return null;
  const cart = await getCommerce().getCart(cartId);
  if (!cart) await forgetCartId();
  return cart;
}

/** Like restoreSavedCart, but a provider outage reads as no cart, for pages that must render regardless. */
export async function readCurrentCart(): Promise<Cart | null> {
  try {
    return await restoreSavedCart();
  } catch (error) {
    // A provider outage is not a lost cart: keep the id so the cart comes back when the provider does.
    console.error("[cart] could not restore the saved cart", error);
    return null;
  }
}

/** The shopper's cart for this request (read once per render). */
export const getCurrentCart: () => Promise<Cart | null> = cache(readCurrentCart);

import "server-only";

import { unstable_rethrow } from "next/navigation";
import { cache } from "react";

import type { Cart, ShopperCart } from "@/lib/commerce/types";
import { getCommerce } from "@/lib/commerce";
import { CommerceError } from "@/lib/commerce/errors";
import type { CommerceProblem } from "@/lib/commerce/problem";
import { forgetCartId, readCartId } from "./cart-cookie";
import { toShopperCart } from "./shopper-cart";
import { logError } from "@/lib/observability/json-log";

/**
 * The saved cart, or null when there is none or it no longer exists (then the saved id is dropped). Provider failures
 * throw.
 */
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
    // Next's own signals (dynamic rendering, redirects) are not outages.
    unstable_rethrow(error);
    // A provider outage is not a lost cart: keep the id so the cart comes back when the provider does.
    logError("[cart] could not restore the saved cart", error);
    return null;
  }
}

/** The shopper's cart for this request (read once per render). */
export const getCurrentCart: () => Promise<ShopperCart | null> = cache(readCurrentCart);

/** `unavailable` says why the cart could not be read, as a code the page words in its language. */
export type CartForPage = { cart: ShopperCart | null; unavailable: CommerceProblem | null };

/**
 * The cart page's read: like readCurrentCart, but a provider failure is said, not shown as an empty cart, because a
 * shopper told "your cart is empty" during an outage would think the items were lost.
 */
export const getCartForPage: () => Promise<CartForPage> = cache(async () => {
  try {
    return { cart: toShopperCart(await restoreSavedCart()), unavailable: null };
  } catch (error) {
    unstable_rethrow(error);
    logError("[cart] could not restore the saved cart", error);
    return { cart: null, unavailable: error instanceof CommerceError ? error.problem : { code: "unexpected" } };
  }
});

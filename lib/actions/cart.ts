"use server";

import { z } from "zod";

import { cartMessages } from "@/content/messages/en/cart";
import { policies } from "@/content/policies";
import { getCommerce } from "@/lib/commerce";
import { isAllowedCheckoutUrl } from "@/lib/commerce/checkout-url";
import type { Cart, ShopperCart } from "@/lib/commerce/types";
import { forgetCartId, saveCartId } from "@/lib/cart/cart-cookie";
import { readCurrentCart, restoreSavedCart } from "@/lib/cart/current-cart";
import { getRequestOrigin } from "@/lib/cart/request-origin";
import { toShopperCart } from "@/lib/cart/shopper-cart";
import { toShopperMessage } from "@/lib/cart/shopper-message";
import { env } from "@/lib/env";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";

/** Results go to the browser, so they carry the cart without its id (see ShopperCart). */
export type CartActionState = { ok: true; cart: ShopperCart | null } | { ok: false; message: string; cart: ShopperCart | null };
export type StartCheckoutState = { ok: true; url: string } | { ok: false; message: string };

const id = z.string().trim().min(1).max(256);
const { maxQuantityPerLine } = policies.cart;
const addToCartSchema = z.object({ merchandiseId: id, quantity: z.number().int().min(1).max(maxQuantityPerLine) });
const updateCartLineSchema = z.object({ lineId: id, quantity: z.number().int().min(0).max(maxQuantityPerLine) });
const removeCartLineSchema = z.object({ lineId: id });

/** A whole number above the cap gets the cap's own message; anything else malformed is refused as before. */
const overCap = (quantity: unknown) => Number.isInteger(quantity) && (quantity as number) > maxQuantityPerLine;

async function failed(message: string): Promise<CartActionState> {
  return { ok: false, message, cart: await readCurrentCart() };
}

/** Runs a change against the saved cart; without one, update and remove have nothing to do. */
async function changeSavedCart(context: string, change: (cartId: string) => Promise<Cart>): Promise<CartActionState> {
  try {
    const saved = await restoreSavedCart();
    if (!saved) return { ok: true, cart: null };
    return { ok: true, cart: toShopperCart(await change(saved.id)) };
  } catch (error) {
    return failed(toShopperMessage(error, context));
  }
}

export async function addToCartAction(input: { merchandiseId: string; quantity: number }): Promise<CartActionState> {
  const parsed = addToCartSchema.safeParse(input);
  if (!parsed.success) return failed(overCap(input?.quantity) ? cartMessages.quantityLimit : cartMessages.notPurchasable.description);
  try {
    const commerce = getCommerce();
    // A saved cart that no longer exists is replaced by a new one holding this line.
    const existing = await restoreSavedCart();
    // Checked here too because a hosted provider (Shopify) knows nothing of the shop's cap; the local one also enforces it atomically.
    const inCart = existing?.lines.find((line) => line.merchandiseId === parsed.data.merchandiseId)?.quantity ?? 0;
    if (inCart + parsed.data.quantity > maxQuantityPerLine) return failed(cartMessages.quantityLimit);
    if (existing) return { ok: true, cart: toShopperCart(await commerce.addCartLines(existing.id, [parsed.data])) };
    if (!(await rateLimits.cartCreationByClient.consume(await getClientAddress())).ok) return failed(cartMessages.tooManyCarts);
    const cart = await commerce.createCart([parsed.data]);
    await saveCartId(cart.id);
    return { ok: true, cart: toShopperCart(cart) };
  } catch (error) {
    return failed(toShopperMessage(error, "addToCart"));
  }
}

export async function updateCartLineAction(input: { lineId: string; quantity: number }): Promise<CartActionState> {
  const parsed = updateCartLineSchema.safeParse(input);
  if (!parsed.success) return failed(overCap(input?.quantity) ? cartMessages.quantityLimit : cartMessages.unexpected);
  const { lineId, quantity } = parsed.data;
  return changeSavedCart("updateCartLine", (cartId) =>
    quantity === 0 ? getCommerce().removeCartLines(cartId, [lineId]) : getCommerce().updateCartLines(cartId, [{ id: lineId, quantity }]),
  );
}

export async function removeCartLineAction(input: { lineId: string }): Promise<CartActionState> {
  const parsed = removeCartLineSchema.safeParse(input);
  if (!parsed.success) return failed(cartMessages.unexpected);
  return changeSavedCart("removeCartLine", (cartId) => getCommerce().removeCartLines(cartId, [parsed.data.lineId]));
}

export async function clearCartAction(): Promise<CartActionState> {
  await forgetCartId();
  return { ok: true, cart: null };
}

export async function startCheckoutAction(): Promise<StartCheckoutState> {
  try {
    const cart = await readCurrentCart();
    if (!cart || cart.lines.length === 0 || !cart.checkoutUrl) return { ok: false, message: cartMessages.noCheckoutUrl };
    const origin = await getRequestOrigin();
    const absolute = origin ? new URL(cart.checkoutUrl, origin).toString() : cart.checkoutUrl;
    const allowedHosts = [origin?.hostname, env.SHOP_CHECKOUT_DOMAIN, env.SHOPIFY_STORE_DOMAIN].filter((host): host is string => Boolean(host));
    if (!isAllowedCheckoutUrl(absolute, allowedHosts)) return { ok: false, message: cartMessages.invalidCheckoutUrl };
    return { ok: true, url: absolute };
  } catch (error) {
    return { ok: false, message: toShopperMessage(error, "startCheckout") };
  }
}

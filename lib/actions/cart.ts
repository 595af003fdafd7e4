"use server";

import { z } from "zod";

import { cartMessages } from "@/content/messages/cart";
import { policies } from "@/content/policies";
import { formInput, objectInput } from "@/lib/actions/action-input";
import { defineDirectAction } from "@/lib/actions/define-action";
import { cartAnswers, cartChangeFailure, cartRefusal, type CartActionState } from "@/lib/cart/cart-answers";
import { forgetCartId, saveCartId } from "@/lib/cart/cart-cookie";
import type { CheckoutRefusal } from "@/lib/cart/checkout-refusal";
import { readCurrentCart, restoreSavedCart } from "@/lib/cart/current-cart";
import { getRequestOrigin } from "@/lib/cart/request-origin";
import { commerceFailureText } from "@/lib/cart/shopper-message";
import { toShopperCart } from "@/lib/cart/shopper-cart";
import { getCommerce } from "@/lib/commerce";
import { isAllowedCheckoutUrl } from "@/lib/commerce/checkout-url";
import type { Cart } from "@/lib/commerce/types";
import { env } from "@/lib/env";
import { LOCAL_CHECKOUT_URL } from "@/lib/commerce/local/checkout-path";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { rateLimits } from "@/lib/rate-limit/limits";

export type { CartActionState } from "@/lib/cart/cart-answers";
export type StartCheckoutState = { ok: true; url: string } | { ok: false; reason?: CheckoutRefusal; message: string };

const id = z.string().trim().min(1).max(256);
const { maxQuantityPerLine } = policies.cart;
const addToCartSchema = z.object({ merchandiseId: id, quantity: z.number().int().min(1).max(maxQuantityPerLine) });
const updateCartLineSchema = z.object({ lineId: id, quantity: z.number().int().min(0).max(maxQuantityPerLine) });
const removeCartLineSchema = z.object({ lineId: id });

function refusedCheckout(locale: Locale, reason: CheckoutRefusal): StartCheckoutState {
  return { ok: false, reason, message: cartMessages[locale][reason] };
}

/** Runs a change against the saved cart; without one, update and remove have nothing to do. */
async function changeSavedCart(locale: Locale, change: (cartId: string) => Promise<Cart>): Promise<CartActionState> {
  try {
    const saved = await restoreSavedCart();
    if (!saved) return { ok: true, cart: null };
    return { ok: true, cart: toShopperCart(await change(saved.id)) };
  } catch (error) {
    return cartChangeFailure(error, locale);
  }
}

export const addToCartAction = defineDirectAction({
  name: "cart/add",
  who: "anyone",
  read: objectInput<z.input<typeof addToCartSchema>>(),
  schema: addToCartSchema,
  answers: cartAnswers((texts) => texts.notPurchasable.description),
  work: async ({ input, locale, consume, clientAddress }): Promise<CartActionState> => {
    try {
      // A saved cart that no longer exists is replaced by a new one holding this line.
      const existing = await restoreSavedCart();
      // Checked here too because a hosted provider (Shopify) knows nothing of the shop's cap; the local one also
      // enforces it atomically.
      const inCart = existing?.lines.find((line) => line.merchandiseId === input.merchandiseId)?.quantity ?? 0;
      // The cart just read is the cart as it stands: handed back without reading it again.
      if (inCart + input.quantity > maxQuantityPerLine)
        return {
          ok: false,
          reason: "quantityLimit",
          message: cartMessages[locale].quantityLimit,
          cart: toShopperCart(existing),
        };
      if (existing) return { ok: true, cart: toShopperCart(await getCommerce().addCartLines(existing.id, [input])) };
      // Only a new cart is counted: adding to one is not.
      await consume([[rateLimits.cartCreationByClient, await clientAddress()]]);
      const cart = await getCommerce().createCart([input]);
      await saveCartId(cart.id);
      return { ok: true, cart: toShopperCart(cart) };
    } catch (error) {
      return cartChangeFailure(error, locale);
    }
  },
});

export const updateCartLineAction = defineDirectAction({
  name: "cart/update-line",
  who: "anyone",
  read: objectInput<z.input<typeof updateCartLineSchema>>(),
  schema: updateCartLineSchema,
  answers: cartAnswers((texts) => texts.unexpected),
  work: ({ input: { lineId, quantity }, locale }) =>
    changeSavedCart(locale, (cartId) =>
      quantity === 0
        ? getCommerce().removeCartLines(cartId, [lineId])
        : getCommerce().updateCartLines(cartId, [{ id: lineId, quantity }]),
    ),
});

export const removeCartLineAction = defineDirectAction({
  name: "cart/remove-line",
  who: "anyone",
  read: objectInput<z.input<typeof removeCartLineSchema>>(),
  schema: removeCartLineSchema,
  answers: cartAnswers((texts) => texts.unexpected),
  work: ({ input, locale }) =>
    changeSavedCart(locale, (cartId) => getCommerce().removeCartLines(cartId, [input.lineId])),
});

/**
 * A cart line's form as posted before JavaScript loads: the line is a field of the form and the quantity is the
 * clicked button's value (0 for Remove). Bound arguments (`updateCartLineAction.bind(...)`) would do the same, but
 * React must encode them for every button of every render, and the page's server render waits for each encoding
 * (docs/performance.md). The values go on as they came: the update's own schema refuses what is malformed.
 */
export const updateCartLineFormAction = defineDirectAction({
  name: "cart/update-line-form",
  who: "anyone",
  read: formInput(["lineId", "quantity"], 300),
  answers: cartAnswers((texts) => texts.unexpected),
  work: ({ values, locale }) =>
    updateCartLineAction({ lineId: values.lineId ?? "", quantity: Number(values.quantity ?? Number.NaN), locale }),
});

export const clearCartAction = defineDirectAction({
  name: "cart/clear",
  who: "anyone",
  read: objectInput<object>(),
  answers: (_refusal, { locale }) => cartRefusal("failed", cartMessages[locale].unexpected),
  work: async (): Promise<CartActionState> => {
    await forgetCartId();
    return { ok: true, cart: null };
  },
});

export const startCheckoutAction = defineDirectAction({
  name: "cart/start-checkout",
  who: "anyone",
  read: objectInput<object>(),
  answers: (_refusal, { locale }): StartCheckoutState => refusedCheckout(locale, "unexpected"),
  work: async ({ locale }): Promise<StartCheckoutState> => {
    try {
      const cart = await readCurrentCart();
      if (!cart || cart.lines.length === 0 || !cart.checkoutUrl) return refusedCheckout(locale, "noCheckoutUrl");
      const origin = await getRequestOrigin();
      // The local checkout is the shop's own page, in the shopper's language; a hosted one keeps its own URL.
      const target =
        cart.checkoutUrl === LOCAL_CHECKOUT_URL ? localizedPath(locale, LOCAL_CHECKOUT_URL) : cart.checkoutUrl;
      const absolute = origin ? new URL(target, origin).toString() : target;
      const allowedHosts = [origin?.hostname, env.SHOP_CHECKOUT_DOMAIN, env.SHOPIFY_STORE_DOMAIN].filter(
        (host): host is string => Boolean(host),
      );
      if (!isAllowedCheckoutUrl(absolute, allowedHosts)) return refusedCheckout(locale, "invalidCheckoutUrl");
      return { ok: true, url: absolute };
    } catch (error) {
      return { ok: false, reason: "unexpected", message: commerceFailureText(error, locale) };
    }
  },
});

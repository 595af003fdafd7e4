"use server";

import { z } from "zod";

import { refusalTables } from "@/content/messages/refusals";
import { policies } from "@/content/policies";
import { formInput, objectInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineDirectAction, type Refuse } from "@/lib/actions/define-action";
import { forgetCartId, saveCartId } from "@/lib/cart/cart-cookie";
import {
  cartChangeFailure,
  overCapAsQuantityLimit,
  standingCart,
  type CartData,
  type CartRefusalCode,
} from "@/lib/cart/cart-refusal";
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

/** Where a started checkout continues: the shop's delivery form or the hosted provider's checkout. */
export type StartedCheckout = { url: string };

const id = z.string().trim().min(1).max(256);
const { maxQuantityPerLine } = policies.cart;
const addToCartSchema = z.object({ merchandiseId: id, quantity: z.number().int().min(1).max(maxQuantityPerLine) });
const updateCartLineSchema = z.object({ lineId: id, quantity: z.number().int().min(0).max(maxQuantityPerLine) });
const removeCartLineSchema = z.object({ lineId: id });

/**
 * The saved cart, read once per add: the creation limit (before the work) and the add itself both need it. The
 * pipeline hands the limit and the work the same parsed input, so it keys the read.
 */
const savedCartReads = new WeakMap<object, Promise<Cart | null>>();
function savedCartFor(input: object): Promise<Cart | null> {
  let read = savedCartReads.get(input);
  if (!read) savedCartReads.set(input, (read = restoreSavedCart()));
  return read;
}

/** The cart line changes: a refusal sends back the cart as it stands, and none of the request's values. */
const cartLineChange = {
  who: "anyone",
  keep: [],
  refusals: refusalTables.cart,
  refusalData: standingCart,
} as const;

export const addToCartAction = defineDirectAction({
  ...cartLineChange,
  name: "cart/add",
  read: objectInput<z.input<typeof addToCartSchema>>(),
  schema: addToCartSchema,
  refusals: refusalTables.cartAdd,
  invalidAs: overCapAsQuantityLimit,
  // Only a new cart is counted: adding to one is not. A cart that cannot be read is not counted either; the add
  // then answers with the provider's failure.
  limit: async ({ input, clientAddress }) => {
    const existing = await savedCartFor(input).catch(() => undefined);
    return existing === null ? [[rateLimits.cartCreationByClient, await clientAddress()]] : [];
  },
  work: async ({ input, locale, refuse }): Promise<ActionResult<CartData>> => {
    try {
      // A saved cart that no longer exists is replaced by a new one holding this line.
      const existing = await savedCartFor(input);
      // Checked here too because a hosted provider (Shopify) knows nothing of the shop's cap; the local one also
      // enforces it atomically.
      const inCart = existing?.lines.find((line) => line.merchandiseId === input.merchandiseId)?.quantity ?? 0;
      // The cart just read is the cart as it stands: handed back without reading it again.
      if (inCart + input.quantity > maxQuantityPerLine)
        return refuse("quantity_limit", { data: toShopperCart(existing) ?? undefined });
      if (existing) return succeeded(toShopperCart(await getCommerce().addCartLines(existing.id, [input])));
      const cart = await getCommerce().createCart([input]);
      await saveCartId(cart.id);
      return succeeded(toShopperCart(cart));
    } catch (error) {
      return cartChangeFailure(error, locale, refuse);
    }
  },
});

/** Runs a change against the saved cart; without one, update and remove have nothing to do. */
async function changeSavedCart(
  change: (cartId: string) => Promise<Cart>,
  { locale, refuse }: { locale: Locale; refuse: Refuse<CartRefusalCode, CartData> },
): Promise<ActionResult<CartData>> {
  try {
    const saved = await restoreSavedCart();
    if (!saved) return succeeded<CartData>(null);
    return succeeded(toShopperCart(await change(saved.id)));
  } catch (error) {
    return cartChangeFailure(error, locale, refuse);
  }
}

export const updateCartLineAction = defineDirectAction({
  ...cartLineChange,
  name: "cart/update-line",
  read: objectInput<z.input<typeof updateCartLineSchema>>(),
  schema: updateCartLineSchema,
  invalidAs: overCapAsQuantityLimit,
  work: ({ input: { lineId, quantity }, ...context }) =>
    changeSavedCart(
      (cartId) =>
        quantity === 0
          ? getCommerce().removeCartLines(cartId, [lineId])
          : getCommerce().updateCartLines(cartId, [{ id: lineId, quantity }]),
      context,
    ),
});

export const removeCartLineAction = defineDirectAction({
  ...cartLineChange,
  name: "cart/remove-line",
  read: objectInput<z.input<typeof removeCartLineSchema>>(),
  schema: removeCartLineSchema,
  work: ({ input, ...context }) =>
    changeSavedCart((cartId) => getCommerce().removeCartLines(cartId, [input.lineId]), context),
});

/**
 * A cart line's form as posted before JavaScript loads: the line is a field of the form and the quantity is the
 * clicked button's value (0 for Remove). Bound arguments (`updateCartLineAction.bind(...)`) would do the same, but
 * React must encode them for every button of every render, and the page's server render waits for each encoding
 * (docs/performance.md). The values go on as they came: the update's own schema refuses what is malformed.
 */
export const updateCartLineFormAction = defineDirectAction({
  ...cartLineChange,
  name: "cart/update-line-form",
  read: formInput(["lineId", "quantity"], 300),
  work: ({ values, locale }) =>
    updateCartLineAction({ lineId: values.lineId ?? "", quantity: Number(values.quantity ?? Number.NaN), locale }),
});

export const clearCartAction = defineDirectAction({
  ...cartLineChange,
  name: "cart/clear",
  read: objectInput<object>(),
  work: async (): Promise<ActionResult<CartData>> => {
    await forgetCartId();
    return succeeded<CartData>(null);
  },
});

export const startCheckoutAction = defineDirectAction({
  name: "cart/start-checkout",
  who: "anyone",
  read: objectInput<object>(),
  keep: [],
  refusals: refusalTables.checkoutStart,
  work: async ({ locale, refuse }): Promise<ActionResult<StartedCheckout>> => {
    try {
      const cart = await readCurrentCart();
      if (!cart || cart.lines.length === 0 || !cart.checkoutUrl) return refuse("no_checkout_url");
      const origin = await getRequestOrigin();
      // The local checkout is the shop's own page, in the shopper's language; a hosted one keeps its own URL.
      const target =
        cart.checkoutUrl === LOCAL_CHECKOUT_URL ? localizedPath(locale, LOCAL_CHECKOUT_URL) : cart.checkoutUrl;
      const absolute = origin ? new URL(target, origin).toString() : target;
      const allowedHosts = [origin?.hostname, env.SHOP_CHECKOUT_DOMAIN, env.SHOPIFY_STORE_DOMAIN].filter(
        (host): host is string => Boolean(host),
      );
      if (!isAllowedCheckoutUrl(absolute, allowedHosts)) return refuse("invalid_checkout_url");
      return succeeded({ url: absolute });
    } catch (error) {
      return refuse("unexpected", { message: commerceFailureText(error, locale) });
    }
  },
});

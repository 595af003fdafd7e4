"use server";

import { z } from "zod";

import { cartMessages as cartMessagesByLocale } from "@/content/messages/cart";
import { policies } from "@/content/policies";
import { getCommerce } from "@/lib/commerce";
import { isAllowedCheckoutUrl } from "@/lib/commerce/checkout-url";
import { CommerceError } from "@/lib/commerce/errors";
import type { Cart, ShopperCart } from "@/lib/commerce/types";
import { forgetCartId, saveCartId } from "@/lib/cart/cart-cookie";
import { readCurrentCart, restoreSavedCart } from "@/lib/cart/current-cart";
import { getRequestOrigin } from "@/lib/cart/request-origin";
import { toShopperCart } from "@/lib/cart/shopper-cart";
import { toShopperMessage } from "@/lib/cart/shopper-message";
import { env } from "@/lib/env";
import { localeFieldSchema } from "@/lib/i18n/form-locale";
import { localizeShopperMessage } from "@/lib/i18n/localize-message";
import type { Locale } from "@/lib/i18n/locales";
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

/** The shop language the call came from (the cart provider sends it); English when missing or unknown. */
const localeOf = (input: unknown): Locale => localeFieldSchema.parse(typeof input === "object" && input !== null ? (input as { locale?: unknown }).locale : undefined);
type WithLocale = { locale?: Locale };

async function failed(message: string): Promise<CartActionState> {
  return { ok: false, message, cart: await readCurrentCart() };
}

/**
 * A failure of the change itself. When the provider did not answer (time-out, unreachable, 5xx), asking it for the
 * cart again would only make the shopper wait as long once more, so the answer carries no cart and the browser keeps
 * the one it shows.
 */
async function failedWith(error: unknown, context: string, locale: Locale): Promise<CartActionState> {
  const message = localizeShopperMessage(toShopperMessage(error, context), locale);
  if (error instanceof CommerceError && error.retryable) return { ok: false, message, cart: null };
  return failed(message);
}

/** Runs a change against the saved cart; without one, update and remove have nothing to do. */
async function changeSavedCart(context: string, locale: Locale, change: (cartId: string) => Promise<Cart>): Promise<CartActionState> {
  try {
    const saved = await restoreSavedCart();
    if (!saved) return { ok: true, cart: null };
    return { ok: true, cart: toShopperCart(await change(saved.id)) };
  } catch (error) {
    return failedWith(error, context, locale);
  }
}

export async function addToCartAction(input: { merchandiseId: string; quantity: number } & WithLocale): Promise<CartActionState> {
  const locale = localeOf(input);
  const cartMessages = cartMessagesByLocale[locale];
  const parsed = addToCartSchema.safeParse(input);
  if (!parsed.success) return failed(overCap(input?.quantity) ? cartMessages.quantityLimit : cartMessages.notPurchasable.description);
  try {
    const commerce = getCommerce();
    // A saved cart that no longer exists is replaced by a new one holding this line.
    const existing = await restoreSavedCart();
    // Checked here too because a hosted provider (Shopify) knows nothing of the shop's cap; the local one also enforces it atomically.
    const inCart = existing?.lines.find((line) => line.merchandiseId === parsed.data.merchandiseId)?.quantity ?? 0;
    // The cart just read is the cart as it stands: handed back without reading it again.
    if (inCart + parsed.data.quantity > maxQuantityPerLine) return { ok: false, message: cartMessages.quantityLimit, cart: toShopperCart(existing) };
    if (existing) return { ok: true, cart: toShopperCart(await commerce.addCartLines(existing.id, [parsed.data])) };
    if (!(await rateLimits.cartCreationByClient.consume(await getClientAddress())).ok) return failed(cartMessages.tooManyCarts);
    const cart = await commerce.createCart([parsed.data]);
    await saveCartId(cart.id);
    return { ok: true, cart: toShopperCart(cart) };
  } catch (error) {
    return failedWith(error, "addToCart", locale);
  }
}

export async function updateCartLineAction(input: { lineId: string; quantity: number } & WithLocale): Promise<CartActionState> {
  const locale = localeOf(input);
  const cartMessages = cartMessagesByLocale[locale];
  const parsed = updateCartLineSchema.safeParse(input);
  if (!parsed.success) return failed(overCap(input?.quantity) ? cartMessages.quantityLimit : cartMessages.unexpected);
  const { lineId, quantity } = parsed.data;
  return changeSavedCart("updateCartLine", locale, (cartId) =>
    quantity === 0 ? getCommerce().removeCartLines(cartId, [lineId]) : getCommerce().updateCartLines(cartId, [{ id: lineId, quantity }]),
  );
}

export async function removeCartLineAction(input: { lineId: string } & WithLocale): Promise<CartActionState> {
  const locale = localeOf(input);
  const parsed = removeCartLineSchema.safeParse(input);
  if (!parsed.success) return failed(cartMessagesByLocale[locale].unexpected);
  return changeSavedCart("removeCartLine", locale, (cartId) => getCommerce().removeCartLines(cartId, [parsed.data.lineId]));
}

/**
 * A cart line's form as posted before JavaScript loads: the line is a field of the form and the quantity is the
 * clicked button's value (0 for Remove). Bound arguments (`updateCartLineAction.bind(...)`) would do the same, but
 * React must encode them for every button of every render, and the page's server render waits for each encoding
 * (README, Performance).
 */
export async function updateCartLineFormAction(formData: FormData): Promise<CartActionState> {
  return updateCartLineAction({ lineId: String(formData.get("lineId") ?? ""), quantity: Number(formData.get("quantity") ?? Number.NaN) });
}

export async function clearCartAction(): Promise<CartActionState> {
  await forgetCartId();
  return { ok: true, cart: null };
}

export async function startCheckoutAction(input?: WithLocale): Promise<StartCheckoutState> {
  const locale = localeOf(input);
  const cartMessages = cartMessagesByLocale[locale];
  try {
    const cart = await readCurrentCart();
    if (!cart || cart.lines.length === 0 || !cart.checkoutUrl) return { ok: false, message: cartMessages.noCheckoutUrl };
    const origin = await getRequestOrigin();
    const absolute = origin ? new URL(cart.checkoutUrl, origin).toString() : cart.checkoutUrl;
    const allowedHosts = [origin?.hostname, env.SHOP_CHECKOUT_DOMAIN, env.SHOPIFY_STORE_DOMAIN].filter((host): host is string => Boolean(host));
    if (!isAllowedCheckoutUrl(absolute, allowedHosts)) return { ok: false, message: cartMessages.invalidCheckoutUrl };
    return { ok: true, url: absolute };
  } catch (error) {
    return { ok: false, message: localizeShopperMessage(toShopperMessage(error, "startCheckout"), locale) };
  }
}

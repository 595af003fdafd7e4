"use server";

import { cartMessages } from "@/content/messages/cart";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { readCurrentCart, restoreSavedCart } from "@/lib/cart/current-cart";
import { discountCodeFields, type DiscountCodeState } from "@/lib/cart/discount-code-state";
import { toShopperCart } from "@/lib/cart/shopper-cart";
import { commerceFailureText } from "@/lib/cart/shopper-message";
import { getCommerce } from "@/lib/commerce";
import type { Locale } from "@/lib/i18n/locales";
import { rateLimits } from "@/lib/rate-limit/limits";
import { discountCodeFormSchemaFor } from "@/lib/validations/discount-code";

/** A refusal keeps what the shopper typed, beside the cart as it now stands. */
const refused = async (message: string, code = ""): Promise<DiscountCodeState> => ({
  ok: false,
  message,
  cart: await readCurrentCart(),
  code,
});

async function removeCode(locale: Locale, code: string): Promise<DiscountCodeState> {
  const { discount } = cartMessages[locale];
  const saved = await restoreSavedCart();
  if (!saved) return refused(discount.errors.noCart, code);
  return {
    ok: true,
    message: discount.removed,
    cart: toShopperCart(await getCommerce().removeDiscountCode(saved.id)),
    code: "",
  };
}

async function applyCode(locale: Locale, typed: string, code: string): Promise<DiscountCodeState> {
  const { discount } = cartMessages[locale];
  const saved = await restoreSavedCart();
  if (!saved || saved.lines.length === 0) return refused(discount.errors.noCart, typed);
  const cart = await getCommerce().applyDiscountCode(saved.id, code);
  return { ok: true, message: discount.applied(cart.discount?.code ?? code), cart: toShopperCart(cart), code: "" };
}

/**
 * Applies the typed code to the shopper's cart, or removes the applied one (intent=remove). The cart cookie is the
 * only key to a cart, so whoever holds it may change its code; guessing codes is slowed per client. Applying the
 * same code twice leaves the cart as it was.
 */
export const discountCodeAction = defineAction({
  name: "discount-code",
  who: "anyone",
  read: formInput(discountCodeFields, 100),
  schema: discountCodeFormSchemaFor,
  limit: async ({ input, clientAddress }) =>
    input.intent === "remove" ? [] : [[rateLimits.discountByClient, await clientAddress()]],
  answers: (refusal, { locale, values: { code = "" } }) => {
    const { discount, unexpected } = cartMessages[locale];
    if (refusal.code === "invalid") return refused(refusal.issues[0]?.message ?? discount.errors.unknown, code);
    return refused(refusal.code === "throttled" ? discount.errors.throttled : unexpected, code);
  },
  work: async ({ input, values: { code: typed = "" }, locale }) => {
    try {
      return await (input.intent === "remove" ? removeCode(locale, typed) : applyCode(locale, typed, input.code));
    } catch (error) {
      return refused(commerceFailureText(error, locale), typed);
    }
  },
});

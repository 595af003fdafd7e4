"use server";

import { cartMessages } from "@/content/messages/cart";
import { readCurrentCart, restoreSavedCart } from "@/lib/cart/current-cart";
import { discountCodeFields, type DiscountCodeState } from "@/lib/cart/discount-code-state";
import { toShopperCart } from "@/lib/cart/shopper-cart";
import { toShopperMessage } from "@/lib/cart/shopper-message";
import { getCommerce } from "@/lib/commerce";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { localizeShopperMessage } from "@/lib/i18n/localize-message";
import { readFormValues } from "@/lib/forms/form-values";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { discountCodeSchemaFor } from "@/lib/validations/discount-code";

/**
 * Applies the typed code to the shopper's cart, or removes the applied one (intent=remove). The cart cookie is the
 * only key to a cart, so whoever holds it may change its code; guessing codes is slowed per client. Applying the
 * same code twice leaves the cart as it was.
 */
export async function discountCodeAction(_previous: DiscountCodeState, formData: FormData): Promise<DiscountCodeState> {
  const values = readFormValues(formData, discountCodeFields, 100) ?? {};
  const code = values.code ?? "";
  const locale = readFormLocale(formData);
  const { discount } = cartMessages[locale];
  const refused = async (message: string): Promise<DiscountCodeState> => ({ ok: false, message, cart: await readCurrentCart(), code });

  if (values.intent === "remove") {
    try {
      const saved = await restoreSavedCart();
      if (!saved) return refused(discount.errors.noCart);
      return { ok: true, message: discount.removed, cart: toShopperCart(await getCommerce().removeDiscountCode(saved.id)), code: "" };
    } catch (error) {
      return refused(localizeShopperMessage(toShopperMessage(error, "removeDiscountCode"), locale));
    }
  }

  const parsed = discountCodeSchemaFor(locale).safeParse({ code });
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? discount.errors.unknown);
  const limited = await rateLimits.discountByClient.consume(await getClientAddress());
  if (!limited.ok) return refused(discount.errors.throttled);

  try {
    const saved = await restoreSavedCart();
    if (!saved || saved.lines.length === 0) return refused(discount.errors.noCart);
    const cart = await getCommerce().applyDiscountCode(saved.id, parsed.data.code);
    return { ok: true, message: discount.applied(cart.discount?.code ?? parsed.data.code), cart: toShopperCart(cart), code: "" };
  } catch (error) {
    return refused(localizeShopperMessage(toShopperMessage(error, "applyDiscountCode"), locale));
  }
}

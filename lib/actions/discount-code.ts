"use server";

import { cartMessages } from "@/content/messages/cart";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { standingCart, type CartData } from "@/lib/cart/cart-refusal";
import { restoreSavedCart } from "@/lib/cart/current-cart";
import { toShopperCart } from "@/lib/cart/shopper-cart";
import { commerceFailureText } from "@/lib/cart/shopper-message";
import { getCommerce } from "@/lib/commerce";
import { rateLimits } from "@/lib/rate-limit/limits";
import { discountCodeFormSchemaFor } from "@/lib/validations/discount-code";

/** Submit buttons name their intent: the field's Apply, or Remove beside an applied code. */
const discountCodeFields = ["code", "intent"] as const;

/**
 * Applies the typed code to the shopper's cart, or removes the applied one (intent=remove). The cart cookie is the
 * only key to a cart, so whoever holds it may change its code; guessing codes is slowed per client. Applying the
 * same code twice leaves the cart as it was. A refusal keeps what the shopper typed, beside the cart as it stands.
 */
export const discountCodeAction = defineAction({
  name: "discount-code",
  who: "anyone",
  read: formInput(discountCodeFields, 100),
  schema: discountCodeFormSchemaFor,
  // Removing a code guesses nothing, so only Apply is counted.
  limit: async ({ input, clientAddress }) =>
    input.intent === "remove" ? [] : [[rateLimits.discountByClient, await clientAddress()]],
  keep: ["code"],
  refusals: refusalTables.discountCode,
  refusalData: standingCart,
  work: async ({ input, locale, refuse }): Promise<ActionResult<CartData>> => {
    const { discount } = cartMessages[locale];
    try {
      const saved = await restoreSavedCart();
      if (input.intent === "remove") {
        if (!saved) return refuse("no_cart");
        return succeeded(toShopperCart(await getCommerce().removeDiscountCode(saved.id)), discount.removed);
      }
      if (!saved || saved.lines.length === 0) return refuse("no_cart", { data: toShopperCart(saved) ?? undefined });
      const cart = await getCommerce().applyDiscountCode(saved.id, input.code);
      return succeeded(toShopperCart(cart), discount.applied(cart.discount?.code ?? input.code));
    } catch (error) {
      return refuse("refused", { message: commerceFailureText(error, locale), data: await standingCart() });
    }
  },
});

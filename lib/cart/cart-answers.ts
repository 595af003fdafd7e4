import "server-only";

import { cartMessages } from "@/content/messages/cart";
import { policies } from "@/content/policies";
import type { Refusal } from "@/lib/actions/define-action";
import { CommerceError } from "@/lib/commerce/errors";
import { commerceProblemText } from "@/lib/commerce/problem-text";
import type { ShopperCart } from "@/lib/commerce/types";
import type { Locale } from "@/lib/i18n/locales";
import { readCurrentCart } from "./current-cart";

/** Why a change was refused, as a code: the add-to-cart form names it in the cart's URL, never the text. */
export type CartRefusalReason = "quantityLimit" | "stockLimit" | "tooManyCarts" | "failed";

/** Results go to the browser, so they carry the cart without its id (see ShopperCart). */
export type CartActionState =
  | { ok: true; cart: ShopperCart | null }
  | { ok: false; reason: CartRefusalReason; message: string; cart: ShopperCart | null };

type CartTexts = (typeof cartMessages)[Locale];

/** A refusal beside the cart as it now stands, so the page shows the truth. */
export async function cartRefusal(reason: CartRefusalReason, message: string): Promise<CartActionState> {
  return { ok: false, reason, message, cart: await readCurrentCart() };
}

function reasonOf(error: CommerceError): CartRefusalReason {
  if (error.problem.code === "quantity_limit") return "quantityLimit";
  return error.problem.code === "stock_limit" ? "stockLimit" : "failed";
}

/**
 * A commerce failure of the change itself. When the provider did not answer (time-out, unreachable, 5xx), asking it
 * for the cart again would only make the shopper wait as long once more, so the answer carries no cart and the
 * browser keeps the one it shows. Anything but a commerce failure goes on to the pipeline.
 */
export async function cartChangeFailure(error: unknown, locale: Locale): Promise<CartActionState> {
  if (!(error instanceof CommerceError)) throw error;
  const message = commerceProblemText(error.problem, locale);
  const reason = reasonOf(error);
  return error.retryable ? { ok: false, reason, message, cart: null } : cartRefusal(reason, message);
}

/** A whole number above the cap gets the cap's own message; anything else malformed gets `otherwise`. */
export function cartAnswers(otherwise: (texts: CartTexts) => string) {
  return (
    refusal: Refusal,
    { locale, values }: { locale: Locale; values: { quantity?: unknown } },
  ): Promise<CartActionState> => {
    const texts = cartMessages[locale];
    if (refusal.code === "throttled") return cartRefusal("tooManyCarts", texts.tooManyCarts);
    if (refusal.code !== "invalid") return cartRefusal("failed", texts.unexpected);
    const { quantity } = values;
    const overCap = Number.isInteger(quantity) && (quantity as number) > policies.cart.maxQuantityPerLine;
    return overCap ? cartRefusal("quantityLimit", texts.quantityLimit) : cartRefusal("failed", otherwise(texts));
  };
}

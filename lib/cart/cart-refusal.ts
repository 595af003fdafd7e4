import "server-only";

import { policies } from "@/content/policies";
import type { ActionFailure, FieldErrors } from "@/lib/actions/action-result";
import type { Refuse } from "@/lib/actions/define-action";
import { CommerceError } from "@/lib/commerce/errors";
import { commerceProblemText } from "@/lib/commerce/problem-text";
import type { ShopperCart } from "@/lib/commerce/types";
import type { Locale } from "@/lib/i18n/locales";
import { readCurrentCart } from "./current-cart";

/** What a cart action answers with: the cart as it now stands, without its id (see ShopperCart); null for none. */
export type CartData = ShopperCart | null;

/** Why a change was refused, as a code: the add-to-cart form names it in the cart's URL, never the text. */
export type CartRefusalCode = "quantity_limit" | "stock_limit" | "awaiting_payment" | "failed";

/**
 * The cart as it stands, sent beside a refusal so the page shows the truth. Nothing when there is none: the browser
 * keeps the cart it shows.
 */
export async function standingCart(): Promise<CartData | undefined> {
  return (await readCurrentCart()) ?? undefined;
}

const namedRefusals = ["quantity_limit", "stock_limit", "awaiting_payment"] as const satisfies CartRefusalCode[];
const isNamedRefusal = (code: string): code is (typeof namedRefusals)[number] =>
  (namedRefusals as readonly string[]).includes(code);

function codeOf(error: CommerceError): CartRefusalCode {
  const { code } = error.problem;
  return isNamedRefusal(code) ? code : "failed";
}

/**
 * A commerce failure of the change itself, worded by its problem. When the provider did not answer (time-out,
 * unreachable, 5xx), asking it for the cart again would only make the shopper wait as long once more, so the answer
 * carries no cart and the browser keeps the one it shows. Anything but a commerce failure goes on to the pipeline.
 */
export async function cartChangeFailure(
  error: unknown,
  locale: Locale,
  refuse: Refuse<CartRefusalCode, CartData>,
): Promise<ActionFailure<CartData>> {
  if (!(error instanceof CommerceError)) throw error;
  const message = commerceProblemText(error.problem, locale);
  return refuse(codeOf(error), { message, data: error.retryable ? undefined : await standingCart() });
}

/** A whole number above the per-line cap gets the cap's own refusal; anything else malformed is invalid. */
export function overCapAsQuantityLimit(_fieldErrors: FieldErrors, { values }: { values: { quantity?: unknown } }) {
  const { quantity } = values;
  return Number.isInteger(quantity) && (quantity as number) > policies.cart.maxQuantityPerLine
    ? ("quantity_limit" as const)
    : ("invalid" as const);
}

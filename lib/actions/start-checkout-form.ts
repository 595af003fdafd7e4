"use server";

import { redirect } from "next/navigation";

import { formInput } from "@/lib/actions/action-input";
import { startCheckoutAction } from "@/lib/actions/cart";
import { defineDirectAction } from "@/lib/actions/define-action";
import { checkoutPathAfterRefusal, checkoutRefusalOf } from "@/lib/cart/checkout-refusal";

/**
 * "Proceed to Secure Checkout" before JavaScript loads (or without it): the button's form posts here and the shopper
 * is sent where the hydrated button would send them, or back to /checkout, which says why.
 */
export const startCheckoutFormAction = defineDirectAction({
  name: "cart/start-checkout-form",
  who: "anyone",
  read: formInput([]),
  // The start answers every refusal itself, so the only way out of this work is a redirect.
  work: async ({ locale }) => {
    const result = await startCheckoutAction({ locale });
    const url = result.ok ? result.data?.url : undefined;
    redirect(url ?? checkoutPathAfterRefusal(locale, checkoutRefusalOf(result.ok ? "unexpected" : result.code)));
  },
});

"use server";

import { redirect } from "next/navigation";

import { formInput } from "@/lib/actions/action-input";
import { startCheckoutAction } from "@/lib/actions/cart";
import { defineDirectAction } from "@/lib/actions/define-action";
import { checkoutPathAfterRefusal } from "@/lib/cart/checkout-refusal";

/**
 * "Proceed to Secure Checkout" before JavaScript loads (or without it): the button's form posts here and the shopper
 * is sent where the hydrated button would send them, or back to /checkout, which says why.
 */
export const startCheckoutFormAction = defineDirectAction({
  name: "cart/start-checkout-form",
  who: "anyone",
  read: formInput([]),
  answers: (_refusal, { locale }) => redirect(checkoutPathAfterRefusal(locale, "unexpected")),
  work: async ({ locale }) => {
    const result = await startCheckoutAction({ locale });
    redirect(result.ok ? result.url : checkoutPathAfterRefusal(locale, result.reason ?? "unexpected"));
  },
});

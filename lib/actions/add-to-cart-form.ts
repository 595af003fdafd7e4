"use server";

import { redirect } from "next/navigation";

import { formInput } from "@/lib/actions/action-input";
import { addToCartAction } from "@/lib/actions/cart";
import { defineDirectAction } from "@/lib/actions/define-action";
import { addRefusalOf, cartPathAfterAdd } from "@/lib/cart/add-to-cart-form";

/**
 * Add to Cart before JavaScript loads (or without it): the product's form posts here, the line is added as the
 * hydrated button adds it, and the shopper lands on the cart, which says why when nothing was added. Values go on
 * as they came: the add action's own schema refuses a malformed id or quantity with its message.
 */
export const addToCartFormAction = defineDirectAction({
  name: "cart/add-form",
  who: "anyone",
  read: formInput(["merchandiseId", "quantity"], 300),
  // The add answers every refusal itself, so the only way out of this work is a redirect.
  work: async ({ values, locale }) => {
    const result = await addToCartAction({
      merchandiseId: values.merchandiseId ?? "",
      quantity: Number(values.quantity ?? Number.NaN),
      locale,
    });
    redirect(cartPathAfterAdd(locale, result.ok ? null : addRefusalOf(result.code)));
  },
});

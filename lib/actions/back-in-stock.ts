"use server";

import { redirect } from "next/navigation";

import { formInput } from "@/lib/actions/action-input";
import { defineDirectAction, perClient, perEmail } from "@/lib/actions/define-action";
import { productBySlug } from "@/lib/back-in-stock/products";
import { requestBackInStockNotice } from "@/lib/back-in-stock/request-notice";
import { backInStockResultPath, type BackInStockFormProblem } from "@/lib/back-in-stock/result-path";
import { getDb } from "@/lib/db";
import { rateLimits } from "@/lib/rate-limit/limits";
import { backInStockSignupSchemaFor } from "@/lib/validations/back-in-stock";

/**
 * "Notify me" on a sold-out or coming-soon product page: a plain form (the page is prerendered and ships no code for
 * it), so every answer is a redirect to the small result page, which words it in the shopper's language. Anyone may
 * ask; the address counts only once its inbox confirms.
 */
export const requestBackInStockAction = defineDirectAction({
  name: "back-in-stock",
  who: "anyone",
  read: formInput(["email", "product"], 320),
  schema: backInStockSignupSchemaFor,
  limit: async (context) => [
    ...(await perClient(rateLimits.backInStockByClient)(context)),
    ...perEmail(rateLimits.backInStockByEmail, (input: { email: string }) => input.email)(context),
  ],
  // A plain form's action returns nothing: each refusal lands on the result page with its reason.
  answers: ({ code }, { locale, values }) => {
    const problem: BackInStockFormProblem = code === "invalid" || code === "throttled" ? code : "unexpected";
    redirect(backInStockResultPath(locale, values.product, problem));
  },
  work: async ({ input, locale }) => {
    const product = productBySlug(input.product);
    if (!product) redirect(backInStockResultPath(locale, undefined, "invalid"));
    await requestBackInStockNotice(await getDb(), { productId: product.id, email: input.email, locale });
    redirect(backInStockResultPath(locale, input.product));
  },
});

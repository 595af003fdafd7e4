"use server";

import { reviewMessages } from "@/content/messages/reviews";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import { rateLimits } from "@/lib/rate-limit/limits";
import { handleReviewForm } from "@/lib/reviews/review-form-steps";
import { initialReviewState, readReviewStep, reviewFields, type ReviewState } from "@/lib/reviews/review-state";

/**
 * The review form, both steps (lib/reviews/review-form-steps.ts). Anyone may write a review, but only of a line of
 * an order placed with the given e-mail; the limit per client slows down guessing order numbers. Nothing is
 * published here: approval comes from the back office. The steps validate their own fields (step 1 and step 2 have
 * different schemas) and count the limit only for a valid lookup, giving it back once the order is found.
 */
export const submitReviewAction = defineAction({
  name: "review",
  who: "anyone",
  read: formInput(reviewFields, 2000),
  answers: (_refusal, { locale, values }): ReviewState => ({
    ...initialReviewState,
    values,
    outcome: "error",
    message: reviewMessages[locale].errors.failed,
  }),
  work: async ({ values, locale, form, clientAddress }) => {
    const client = await clientAddress();
    const limit = {
      consume: async () => (await rateLimits.reviewByClient.consume(client)).ok,
      refund: () => rateLimits.reviewByClient.refund(client),
    };
    return handleReviewForm({ getDb, limit }, { step: form ? readReviewStep(form) : "find", locale, values });
  },
});

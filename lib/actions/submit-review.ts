"use server";

import { refusalTables } from "@/content/messages/refusals";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction, perClient } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import { rateLimits } from "@/lib/rate-limit/limits";
import { reviewFields, type ReviewFormData } from "@/lib/reviews/review-form-fields";
import { answerReviewStep, reviewFormInput } from "@/lib/reviews/review-form-steps";
import { reviewStepSchemaFor } from "@/lib/validations/review";

const byClient = perClient(rateLimits.reviewByClient);

/**
 * The review form, both steps (lib/reviews/review-form-steps.ts). Anyone may write a review, but only of a line of
 * an order placed with the given e-mail; the limit per client slows down guessing order numbers. Nothing is
 * published here: approval comes from the back office.
 */
export const submitReviewAction = defineAction({
  name: "review",
  who: "anyone",
  read: reviewFormInput,
  schema: reviewStepSchemaFor,
  // Every valid lookup counts before it runs, so a client over the limit learns nothing; the way back to step 1
  // looks nothing up.
  limit: (context) => (context.input.step === "change" ? [] : byClient(context)),
  // An answer that carries the order found gives the attempt back: a shopper pays one per stored review, a guesser
  // one per wrong guess.
  refundLimitWhen: (result: ActionResult<ReviewFormData>) => result.data !== undefined && "order" in result.data,
  refusals: refusalTables.review,
  keep: reviewFields,
  work: async ({ input, values, locale, refuse }): Promise<ActionResult<ReviewFormData>> => {
    if (input.step === "change") {
      const { orderNumber = "", email = "" } = values;
      return succeeded({ entries: { orderNumber, email } });
    }
    return answerReviewStep(await getDb(), { step: input.step, lookup: input, locale, values, refuse });
  },
});

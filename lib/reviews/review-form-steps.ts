import "server-only";

import { reviewMessages } from "@/content/messages/reviews";
import { formInput, type ActionInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import type { Refuse } from "@/lib/actions/define-action";
import type { Db } from "@/lib/db";
import { fieldErrorsFrom } from "@/lib/forms/form-values";
import type { Locale } from "@/lib/i18n/locales";
import { reviewSchemaFor } from "@/lib/validations/review";
import { findReviewableLines, toReviewableLines } from "./reviewable-order";
import {
  readReviewStep,
  reviewFields,
  type ReviewFormData,
  type ReviewOrder,
  type ReviewStep,
  type ReviewValues,
} from "./review-form-fields";
import { submitReview } from "./submit-review";

/** The form's fields, and which of its buttons sent it. */
export const reviewFormInput: ActionInput<ReviewValues & { step: ReviewStep }, FormData> = (raw) => {
  const request = formInput(reviewFields, 2000)(raw);
  return { ...request, values: { ...request.values, step: request.form ? readReviewStep(request.form) : "find" } };
};

/** The review table's own code (content/messages/…/refusals.ts `reviewRefusals`); the rest are the pipeline's. */
type ReviewRefuse = Refuse<"duplicate", ReviewFormData>;

export type ReviewStepInput = {
  step: "find" | "review";
  /** The order number and e-mail as the action client validated them. */
  lookup: { orderNumber: string; email: string };
  locale: Locale;
  values: ReviewValues;
  refuse: ReviewRefuse;
};

/**
 * Steps 1 and 2 of the review form, once the order number and e-mail are valid. Step 1 answers with the order's
 * lines; step 2 stores the review of one of them. Step 2 looks the order up again (it never trusts the lines the page
 * sent), so a page rendered without JavaScript keeps its lines too. An unexpected failure goes on to the action
 * client, which logs it once and answers with the failure message.
 */
export async function answerReviewStep(
  db: Db,
  { step, lookup, locale, values, refuse }: ReviewStepInput,
): Promise<ActionResult<ReviewFormData>> {
  const { errors } = reviewMessages[locale];
  const lines = await findReviewableLines(db, lookup.orderNumber, lookup.email, locale);
  if (!lines) return refuse("invalid", { fieldErrors: { orderNumber: errors.orderNotFound } });
  const order: ReviewOrder = { ...lookup, lines: toReviewableLines(lines) };
  if (step === "find") return succeeded({ order });
  return storeReview(db, { locale, values, refuse }, order);
}

/** Step 2 once its order is found: every refusal carries the order, so its lines stay on the page. */
async function storeReview(
  db: Db,
  { locale, values, refuse }: Pick<ReviewStepInput, "locale" | "values" | "refuse">,
  order: ReviewOrder,
): Promise<ActionResult<ReviewFormData>> {
  const { errors, submitted } = reviewMessages[locale];
  const onStep2 = { data: { order } };
  const parsed = reviewSchemaFor(locale).safeParse(values);
  if (!parsed.success) return refuse("invalid", { ...onStep2, fieldErrors: fieldErrorsFrom(parsed.error) });
  const result = await submitReview(db, parsed.data);
  if (result.ok) return succeeded(undefined, submitted.title);
  if (result.reason === "duplicate") return refuse("duplicate", onStep2);
  const field = result.reason === "not_in_order" ? { productPurchased: errors.productNotInOrder } : undefined;
  return refuse("invalid", { ...onStep2, fieldErrors: field ?? { orderNumber: errors.orderNotFound } });
}

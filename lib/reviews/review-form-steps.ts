import "server-only";

import { reviewMessages } from "@/content/messages/reviews";
import type { Db } from "@/lib/db";
import { fieldErrorsFrom } from "@/lib/forms/form-values";
import type { Locale } from "@/lib/i18n/locales";
import { reviewOrderLookupSchemaFor, reviewSchemaFor, type ReviewField } from "@/lib/validations/review";
import { findReviewableLines, toReviewableLines } from "./reviewable-order";
import { initialReviewState, type ReviewOrder, type ReviewState, type ReviewStep } from "./review-state";
import { submitReview } from "./submit-review";

export type ReviewFormInput = { step: ReviewStep; locale: Locale; values: Partial<Record<ReviewField, string>> };

/** What the action wrapper provides: the database and the per-client limit (`consume` is false once it is used up). */
export type ReviewFormDeps = {
  getDb: () => Promise<Db>;
  limit: { consume: () => Promise<boolean>; refund: () => Promise<void> };
};

/**
 * The two steps of the review form, as one function the server action calls. Step 1 checks the order number and
 * e-mail and answers with the order's lines; step 2 stores the review of one of them. Step 2 looks the order up
 * again (it never trusts the lines the page sent), so a page rendered without JavaScript keeps its lines too.
 */
export async function handleReviewForm(
  deps: ReviewFormDeps,
  { step, locale, values }: ReviewFormInput,
): Promise<ReviewState> {
  const { errors } = reviewMessages[locale];
  const state = (fields: Partial<ReviewState>): ReviewState => ({ ...initialReviewState, values, ...fields });
  if (step === "change") return state({ values: { orderNumber: values.orderNumber, email: values.email } });

  const lookup = reviewOrderLookupSchemaFor(locale).safeParse(values);
  if (!lookup.success)
    return state({
      outcome: "invalid",
      message: errors.fieldErrorsSummary,
      fieldErrors: fieldErrorsFrom<ReviewField>(lookup.error),
    });
  // Every lookup counts before it runs, so a client over the limit learns nothing. Once the order is found the
  // attempt is given back unless a review was stored: a shopper pays one per review, a guesser one per wrong guess.
  if (!(await deps.limit.consume())) return state({ outcome: "throttled", message: errors.throttled });

  // An unexpected failure goes on to the action pipeline, which logs it once and answers with the failure state.
  const db = await deps.getDb();
  const lines = await findReviewableLines(db, lookup.data.orderNumber, lookup.data.email, locale);
  if (!lines)
    return state({
      outcome: "invalid",
      message: errors.fieldErrorsSummary,
      fieldErrors: { orderNumber: errors.orderNotFound },
    });
  const order: ReviewOrder = {
    orderNumber: lookup.data.orderNumber,
    email: lookup.data.email,
    lines: toReviewableLines(lines),
  };
  const onStep2 = (fields: Partial<ReviewState>) =>
    state({ order, values: { ...values, orderNumber: order.orderNumber, email: order.email }, ...fields });
  const next =
    step === "find" ? onStep2({ outcome: "found", message: null }) : await storeReview(db, locale, values, onStep2);
  if (next.outcome !== "submitted") await deps.limit.refund();
  return next;
}

/** Step 2 once its order is found: `onStep2` keeps the order's lines on the page whatever the answer. */
async function storeReview(
  db: Db,
  locale: Locale,
  values: ReviewFormInput["values"],
  onStep2: (fields: Partial<ReviewState>) => ReviewState,
): Promise<ReviewState> {
  const { errors, submitted } = reviewMessages[locale];
  const parsed = reviewSchemaFor(locale).safeParse(values);
  if (!parsed.success)
    return onStep2({
      outcome: "invalid",
      message: errors.fieldErrorsSummary,
      fieldErrors: fieldErrorsFrom<ReviewField>(parsed.error),
    });
  const result = await submitReview(db, parsed.data);
  if (result.ok) return { ...initialReviewState, outcome: "submitted", message: submitted.title };
  if (result.reason === "not_in_order")
    return onStep2({
      outcome: "invalid",
      message: errors.fieldErrorsSummary,
      fieldErrors: { productPurchased: errors.productNotInOrder },
    });
  if (result.reason === "duplicate") return onStep2({ outcome: "duplicate", message: errors.duplicate });
  return onStep2({
    outcome: "invalid",
    message: errors.fieldErrorsSummary,
    fieldErrors: { orderNumber: errors.orderNotFound },
  });
}

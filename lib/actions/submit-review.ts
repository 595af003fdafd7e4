"use server";

import { reviewMessages } from "@/content/messages/reviews";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { getDb } from "@/lib/db";
import { fieldErrorsFrom, readFormValues } from "@/lib/forms/form-values";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { reviewFields, type ReviewState } from "@/lib/reviews/review-state";
import { submitReview, type SubmitReviewResult } from "@/lib/reviews/submit-review";
import { reviewSchemaFor, type ReviewField } from "@/lib/validations/review";

/**
 * Takes a review for moderation. Anyone may write one, but only for an order placed with the given e-mail; the
 * limit per client slows down guessing order numbers. Nothing is published here: approval comes from the back office.
 */
export async function submitReviewAction(_previous: ReviewState, formData: FormData): Promise<ReviewState> {
  const values = readFormValues(formData, reviewFields, 2000) ?? {};
  const locale = readFormLocale(formData);
  const { errors, submitted } = reviewMessages[locale];
  const failed = (state: Pick<ReviewState, "outcome" | "message"> & Partial<ReviewState>): ReviewState => ({ fieldErrors: {}, values, ...state });

  const parsed = reviewSchemaFor(locale).safeParse(values);
  if (!parsed.success) return failed({ outcome: "invalid", message: errors.fieldErrorsSummary, fieldErrors: fieldErrorsFrom<ReviewField>(parsed.error) });

  const limited = await rateLimits.reviewByClient.consume(await getClientAddress());
  if (!limited.ok) return failed({ outcome: "throttled", message: errors.throttled });

  let result: SubmitReviewResult;
  try {
    result = await submitReview(await getDb(), parsed.data);
  } catch (error) {
    console.error("[reviews] storing a review failed", error);
    return failed({ outcome: "error", message: errors.failed });
  }
  if (!result.ok && result.reason === "order_not_found") {
    return failed({ outcome: "invalid", message: errors.fieldErrorsSummary, fieldErrors: { orderNumber: errors.orderNotFound } });
  }
  if (!result.ok) return failed({ outcome: "duplicate", message: errors.duplicate });
  return { outcome: "submitted", message: submitted.title, fieldErrors: {}, values: {} };
}

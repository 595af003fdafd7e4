import type { ReviewField } from "@/lib/validations/review";
import type { ReviewableLine } from "./reviewable-order";

/** Step 2 of the form: the order that matched, and its lines, the only products the review may be about. */
export type ReviewOrder = { orderNumber: string; email: string; lines: ReviewableLine[] };

/** The shopper's entries, so a submit made before JavaScript loaded refills the form. */
export type ReviewValues = Partial<Record<ReviewField, string>>;

/**
 * What a review answer carries besides its message: the order found (step 2 stays on the page, through a refusal
 * too), or after 'Use another order' step 1's entries. A stored review carries nothing: the form starts again.
 */
export type ReviewFormData = { order: ReviewOrder } | { entries: ReviewValues };

/** The form's fields in page order: the first one with an error receives focus. */
export const reviewFields = [
  "orderNumber",
  "email",
  "customerName",
  "productPurchased",
  "rating",
  "reviewTitle",
  "reviewText",
  "recommend",
] as const satisfies readonly ReviewField[];

/** Which button sent the form: step 1's, step 2's submit, or step 2's way back to step 1. */
export type ReviewStep = "find" | "review" | "change";

export function readReviewStep(formData: FormData): ReviewStep {
  if (formData.has("changeOrder")) return "change";
  return formData.get("step") === "review" ? "review" : "find";
}

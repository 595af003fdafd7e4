import type { ReviewField } from "@/lib/validations/review";
import type { ReviewableLine } from "./reviewable-order";

/** How the last submit ended; the form picks its toast and focus target from it. */
export type ReviewOutcome = "idle" | "found" | "submitted" | "invalid" | "duplicate" | "throttled" | "error";

/** Step 2 of the form: the order that matched, and its lines, the only products the review may be about. */
export type ReviewOrder = { orderNumber: string; email: string; lines: ReviewableLine[] };

export type ReviewState = {
  outcome: ReviewOutcome;
  message: string | null;
  fieldErrors: Partial<Record<ReviewField, string>>;
  /** The shopper's entries, so a submit made before JavaScript loaded refills the form. */
  values: Partial<Record<ReviewField, string>>;
  /** Null on step 1 (order number and e-mail). */
  order: ReviewOrder | null;
};

export const initialReviewState: ReviewState = {
  outcome: "idle",
  message: null,
  fieldErrors: {},
  values: {},
  order: null,
};

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

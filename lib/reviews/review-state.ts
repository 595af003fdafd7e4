import type { ReviewField } from "@/lib/validations/review";

/** How the last submit ended; the form picks its toast and focus target from it. */
export type ReviewOutcome = "idle" | "submitted" | "invalid" | "duplicate" | "throttled" | "error";

export type ReviewState = {
  outcome: ReviewOutcome;
  message: string | null;
  fieldErrors: Partial<Record<ReviewField, string>>;
  /** The shopper's entries, so a submit made before JavaScript loaded refills the form. */
  values: Partial<Record<ReviewField, string>>;
};

export const initialReviewState: ReviewState = { outcome: "idle", message: null, fieldErrors: {}, values: {} };

/** The form's fields in page order: the first one with an error receives focus. */
export const reviewFields = ["orderNumber", "customerName", "email", "productPurchased", "rating", "reviewTitle", "reviewText", "recommend"] as const satisfies readonly ReviewField[];

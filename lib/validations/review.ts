import "@/content/browser-zod";
import { z } from "zod";

import { reviewMessages } from "@/content/messages/reviews";
import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import { normalizeOrderNumber } from "@/lib/orders/order-number";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "./review-limits";
import { textField } from "./text-field";

export { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN };

type ReviewErrors = (typeof reviewMessages)[Locale]["errors"];

const buildReviewSchema = (errors: ReviewErrors, locale: Locale) =>
  z.object({
    // Typed upper-cased, with or without '#'; anything that is not an order number reads like an unknown one.
    orderNumber: textField(locale, errors.orderNumberRequired)
      .trim()
      .min(1, errors.orderNumberRequired)
      .transform((value, context) => {
        const normalized = normalizeOrderNumber(value.toUpperCase());
        if (normalized) return normalized;
        context.addIssue({ code: "custom", message: errors.orderNotFound });
        return z.NEVER;
      }),
    customerName: textField(locale, errors.customerName)
      .transform((value) => value.replace(/\s+/g, " ").trim())
      .pipe(z.string().min(1, errors.customerName).max(80, errors.tooLong)),
    email: textField(locale, errors.emailRequired)
      .trim()
      .min(1, errors.emailRequired)
      .max(254, errors.email)
      .toLowerCase()
      .pipe(z.email(errors.email)),
    // The id of a line of the order (lib/reviews/reviewable-order.ts); whether it belongs to the order is the server's
    // check.
    productPurchased: textField(locale, errors.productPurchased)
      .trim()
      .regex(/^\d{1,12}$/, errors.productPurchased),
    rating: z.coerce.number(errors.rating).int(errors.rating).min(1, errors.rating).max(5, errors.rating),
    reviewTitle: textField(locale, errors.reviewTitle)
      .transform((value) => value.replace(/\s+/g, " ").trim())
      .pipe(z.string().min(1, errors.reviewTitle).max(120, errors.tooLong)),
    reviewText: textField(locale, errors.reviewTextRequired)
      .trim()
      .min(1, errors.reviewTextRequired)
      .pipe(z.string().min(REVIEW_TEXT_MIN, errors.reviewTextShort).max(REVIEW_TEXT_MAX, errors.reviewTextLong)),
    recommend: z
      .enum(["yes", "no", "maybe"])
      .optional()
      .or(z.literal("").transform(() => undefined)),
  });

const reviewSchemas = byLocale({
  en: buildReviewSchema(reviewMessages.en.errors, "en"),
  ar: buildReviewSchema(reviewMessages.ar.errors, "ar"),
});

/** The review form's rules with their messages in the shopper's locale. */
export function reviewSchemaFor(locale: Locale) {
  return reviewSchemas[locale];
}

const orderLookupSchemas = byLocale({
  en: reviewSchemas.en.pick({ orderNumber: true, email: true }),
  ar: reviewSchemas.ar.pick({ orderNumber: true, email: true }),
});

/** Step 1 of the form: the order number and e-mail that unlock the order's lines. */
export function reviewOrderLookupSchemaFor(locale: Locale) {
  return orderLookupSchemas[locale];
}

/**
 * What the action client checks before it counts the limit: the order number and e-mail on both steps (step 2's
 * other fields are checked once the order is found, so its lines stay on the page), nothing on the way back.
 */
const stepSchema = (lookup: (typeof orderLookupSchemas)[Locale]) =>
  z.discriminatedUnion("step", [
    z.object({ step: z.literal("change") }),
    lookup.extend({ step: z.enum(["find", "review"]) }),
  ]);
const reviewStepSchemas = byLocale({ en: stepSchema(orderLookupSchemas.en), ar: stepSchema(orderLookupSchemas.ar) });

/** The review form's request, by the button that sent it (lib/reviews/review-form-fields.ts `readReviewStep`). */
export function reviewStepSchemaFor(locale: Locale) {
  return reviewStepSchemas[locale];
}

export const reviewSchema = reviewSchemas.en;

export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;
export type ReviewField = keyof ReviewInput;

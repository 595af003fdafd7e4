import { brand } from "@/content/brand";

import { contactMessages } from "./contact";
import { newsletterMessages } from "./newsletter";
import { reviewMessages } from "./reviews";
import { trackOrderMessages } from "./track-order";

/**
 * What an action answers when the action client itself refuses (lib/actions/define-action.ts): the default words
 * of each pipeline code. An action's own table may word a code its own way; tests/unit/actions checks every code
 * has words in every language.
 */
export const refusalMessages = {
  sign_in_required: "Please sign in first.",
  forbidden: "You are not allowed to do that.",
  invalid: "Please correct the highlighted fields.",
  throttled: "Too many requests. Please wait a moment.",
  unexpected: "Something went wrong. Please try again.",
} as const;

/** The contact form (lib/actions/contact.ts): an unexpected failure offers the shop's e-mail address instead. */
export const contactRefusals = {
  invalid: contactMessages.errors.fieldErrorsSummary,
  throttled: contactMessages.errors.throttled,
  unexpected: `${contactMessages.failed.title}. ${contactMessages.failed.description(brand.contactEmail)}`,
} as const;

/** Order tracking (lib/actions/track-order.ts): any mismatch of e-mail and number reads as the same 'not found'. */
export const trackOrderRefusals = {
  invalid: trackOrderMessages.errors.fieldErrorsSummary,
  throttled: trackOrderMessages.outcome.throttled,
  unexpected: trackOrderMessages.outcome.serviceError,
  not_found: trackOrderMessages.outcome.notFound,
} as const;

/**
 * The newsletter signup (lib/actions/newsletter.ts); the forms show the spec's title and description for each code
 * (components/newsletter/signup-outcome.ts), and an invalid address its field error (the default words are unseen).
 */
export const newsletterRefusals = {
  throttled: newsletterMessages.outcome.throttled,
  unexpected: newsletterMessages.outcome.failure.title,
  already_subscribed: newsletterMessages.outcome.already.title,
} as const;

/**
 * The review form (lib/actions/submit-review.ts): an invalid entry or an order that is not found is told under its
 * field (the summary is unseen); a second review of the same line is thanked and refused.
 */
export const reviewRefusals = {
  invalid: reviewMessages.errors.fieldErrorsSummary,
  throttled: reviewMessages.errors.throttled,
  unexpected: reviewMessages.errors.failed,
  duplicate: reviewMessages.errors.duplicate,
} as const;

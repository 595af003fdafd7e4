import { brand } from "@/content/brand";

import { accountMessages } from "./account";
import { accountConfirmMessages } from "./account-confirm";
import { accountTwoFactorMessages } from "./account-two-factor";
import { cartMessages } from "./cart";
import { checkoutMessages } from "./checkout";
import { contactMessages } from "./contact";
import { invoiceMessages } from "./invoice";
import { newsletterMessages } from "./newsletter";
import { reviewMessages } from "./reviews";
import { paymentMessages } from "./payment";
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

/**
 * The account forms (lib/actions/account/): the pipeline's codes as the account screens word them (a throttle names
 * the minutes), and each refusal of the auth library (lib/auth/auth-error.ts) or of a form's own work.
 */
export const accountRefusals = {
  sign_in_required: accountMessages.errors.signInRequired,
  forbidden: accountMessages.errors.signInRequired,
  invalid: accountMessages.errors.fieldErrorsSummary,
  throttled: (retryAfterSeconds: number) => accountMessages.errors.throttled(Math.ceil(retryAfterSeconds / 60)),
  unexpected: accountMessages.errors.unexpected,
  missing_credentials: accountMessages.errors.missingCredentials,
  invalid_credentials: accountMessages.errors.invalidCredentials,
  email_not_verified: accountMessages.errors.emailNotVerified,
  email_invalid: accountMessages.fields.email.invalid,
  reset_link_invalid: accountMessages.errors.resetLinkInvalid,
  wrong_password: accountMessages.errors.wrongPassword,
  invalid_code: accountMessages.errors.invalidCode,
  code_expired: accountMessages.errors.codeExpired,
  code_required: accountTwoFactorMessages.codeRequired,
  code_already_used: accountTwoFactorMessages.codeAlreadyUsed,
  invalid_name: accountMessages.errors.invalidName,
  /** A refusal the shop has no words for: the auth library's own message goes with it, these when it has none. */
  auth_refused: accountMessages.errors.unexpected,
  sign_up_password_wrong: accountConfirmMessages.wrongPassword,
  confirmation_link_invalid: accountConfirmMessages.invalidLink,
} as const;

/** The profile: its one limit is the day's allowance of new phone numbers, told under the phone field. */
export const profileRefusals = {
  ...accountRefusals,
  throttled: accountMessages.errors.fieldErrorsSummary,
} as const;

/**
 * The address book (lib/actions/saved-addresses.ts): an address that is not the shopper's, or no longer there,
 * reads as not found; a full book says how to make room.
 */
export const savedAddressRefusals = {
  sign_in_required: accountMessages.errors.signInRequired,
  forbidden: accountMessages.errors.signInRequired,
  invalid: accountMessages.errors.fieldErrorsSummary,
  throttled: (retryAfterSeconds: number) => accountMessages.errors.throttled(Math.ceil(retryAfterSeconds / 60)),
  unexpected: accountMessages.errors.unexpected,
  not_found: "That address is not in your address book (it may have been deleted already).",
  limit_reached: "Your address book is full. Delete an address to add another.",
} as const;

/** An old invoice link's order number and e-mail (lib/actions/invoice-access.ts), worded as the invoice page says. */
export const invoiceUnlockRefusals = {
  invalid: invoiceMessages.unlock.refused.invalid,
  throttled: invoiceMessages.unlock.refused.throttled,
  unexpected: invoiceMessages.unlock.refused.error,
  not_found: invoiceMessages.unlock.refused.not_found,
} as const;

/**
 * The cart's line changes (lib/actions/cart.ts). A commerce failure is worded by its problem (the provider's own
 * words); these are the words when nothing more specific is known. Throttled: too many new carts from one client.
 */
export const cartRefusals = {
  invalid: cartMessages.unexpected,
  throttled: cartMessages.tooManyCarts,
  unexpected: cartMessages.unexpected,
  quantity_limit: cartMessages.quantityLimit,
  stock_limit: cartMessages.stockLimit,
  awaiting_payment: cartMessages.awaitingPayment.locked,
  failed: cartMessages.unexpected,
} as const;

/** Add to Cart: an item that cannot be bought (a malformed or unknown id) is said so. */
export const cartAddRefusals = { ...cartRefusals, invalid: cartMessages.notPurchasable.description } as const;

/** Proceed to checkout (lib/actions/cart.ts); without JavaScript /checkout?notStarted= says the same. */
export const checkoutStartRefusals = {
  unexpected: cartMessages.unexpected,
  no_checkout_url: cartMessages.noCheckoutUrl,
  invalid_checkout_url: cartMessages.invalidCheckoutUrl,
} as const;

/**
 * The discount code field (lib/actions/discount-code.ts): a malformed code is told at the field (its own message);
 * a code the shop refuses is worded by the commerce problem.
 */
export const discountCodeRefusals = {
  invalid: cartMessages.discount.errors.unknown,
  throttled: cartMessages.discount.errors.throttled,
  unexpected: cartMessages.unexpected,
  no_cart: cartMessages.discount.errors.noCart,
  refused: cartMessages.discount.errors.unknown,
} as const;

/**
 * The delivery form (lib/actions/place-order.ts). A sold-out line and a refused discount are worded with the
 * product and the reason (lib/orders/place-order-refusal-text.ts); these are their words without them.
 */
export const placeOrderRefusals = {
  invalid: checkoutMessages.delivery.fieldErrorsSummary,
  throttled: checkoutMessages.errors.tooManyOrders,
  unexpected: cartMessages.unexpected,
  not_offered: checkoutMessages.errors.notOffered,
  pay_now_only: checkoutMessages.errors.payNowOnly,
  empty_cart: checkoutMessages.errors.emptyCart,
  over_limit: checkoutMessages.errors.overLimit,
  not_purchasable: cartMessages.notPurchasable.description,
  out_of_stock: cartMessages.stockLimit,
  discount_refused: cartMessages.discount.errors.unknownAtCheckout,
  discount_not_owner: cartMessages.discount.errors.notOwnerAtCheckout,
  payment_unavailable: paymentMessages.errors.gatewayUnavailable,
} as const;

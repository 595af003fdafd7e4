import type { Translation } from "@/lib/i18n/translation";

import { brand } from "@/content/brand";

import type {
  accountRefusals as EnAccount,
  cartAddRefusals as EnCartAdd,
  cartRefusals as EnCart,
  checkoutStartRefusals as EnCheckoutStart,
  contactRefusals as EnContact,
  discountCodeRefusals as EnDiscountCode,
  invoiceUnlockRefusals as EnInvoiceUnlock,
  newsletterRefusals as EnNewsletter,
  placeOrderRefusals as EnPlaceOrder,
  profileRefusals as EnProfile,
  refusalMessages as En,
  reviewRefusals as EnReview,
  savedAddressRefusals as EnSavedAddress,
  trackOrderRefusals as EnTrackOrder,
} from "../en/refusals";
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

export const refusalMessages: Translation<typeof En> = {
  sign_in_required: "يُرجى تسجيل الدخول أولًا.",
  forbidden: "لا يُسمح لك بهذا الإجراء.",
  invalid: "يُرجى تصحيح الحقول المحدّدة.",
  throttled: "طلبات كثيرة جدًا. يُرجى الانتظار قليلًا.",
  unexpected: "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
};

export const contactRefusals: Translation<typeof EnContact> = {
  invalid: contactMessages.errors.fieldErrorsSummary,
  throttled: contactMessages.errors.throttled,
  unexpected: `${contactMessages.failed.title}. ${contactMessages.failed.description(brand.contactEmail)}`,
};

export const trackOrderRefusals: Translation<typeof EnTrackOrder> = {
  invalid: trackOrderMessages.errors.fieldErrorsSummary,
  throttled: trackOrderMessages.outcome.throttled,
  unexpected: trackOrderMessages.outcome.serviceError,
  not_found: trackOrderMessages.outcome.notFound,
};

export const newsletterRefusals: Translation<typeof EnNewsletter> = {
  throttled: newsletterMessages.outcome.throttled,
  unexpected: newsletterMessages.outcome.failure.title,
  already_subscribed: newsletterMessages.outcome.already.title,
};

export const reviewRefusals: Translation<typeof EnReview> = {
  invalid: reviewMessages.errors.fieldErrorsSummary,
  throttled: reviewMessages.errors.throttled,
  unexpected: reviewMessages.errors.failed,
  duplicate: reviewMessages.errors.duplicate,
};

export const accountRefusals: Translation<typeof EnAccount> = {
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
  auth_refused: accountMessages.errors.unexpected,
  sign_up_password_wrong: accountConfirmMessages.wrongPassword,
  confirmation_link_invalid: accountConfirmMessages.invalidLink,
};

export const profileRefusals: Translation<typeof EnProfile> = {
  ...accountRefusals,
  throttled: accountMessages.errors.fieldErrorsSummary,
};

export const savedAddressRefusals: Translation<typeof EnSavedAddress> = {
  sign_in_required: accountMessages.errors.signInRequired,
  forbidden: accountMessages.errors.signInRequired,
  invalid: accountMessages.errors.fieldErrorsSummary,
  throttled: (retryAfterSeconds: number) => accountMessages.errors.throttled(Math.ceil(retryAfterSeconds / 60)),
  unexpected: accountMessages.errors.unexpected,
  not_found: "هذا العنوان ليس في دفتر عناوينك (ربما حُذف من قبل).",
  limit_reached: "دفتر عناوينك ممتلئ. احذف عنوانًا لتضيف غيره.",
};

export const invoiceUnlockRefusals: Translation<typeof EnInvoiceUnlock> = {
  invalid: invoiceMessages.unlock.refused.invalid,
  throttled: invoiceMessages.unlock.refused.throttled,
  unexpected: invoiceMessages.unlock.refused.error,
  not_found: invoiceMessages.unlock.refused.not_found,
};

export const cartRefusals: Translation<typeof EnCart> = {
  invalid: cartMessages.unexpected,
  throttled: cartMessages.tooManyCarts,
  unexpected: cartMessages.unexpected,
  quantity_limit: cartMessages.quantityLimit,
  stock_limit: cartMessages.stockLimit,
  awaiting_payment: cartMessages.awaitingPayment.locked,
  failed: cartMessages.unexpected,
};

export const cartAddRefusals: Translation<typeof EnCartAdd> = {
  ...cartRefusals,
  invalid: cartMessages.notPurchasable.description,
};

export const checkoutStartRefusals: Translation<typeof EnCheckoutStart> = {
  unexpected: cartMessages.unexpected,
  no_checkout_url: cartMessages.noCheckoutUrl,
  invalid_checkout_url: cartMessages.invalidCheckoutUrl,
};

export const discountCodeRefusals: Translation<typeof EnDiscountCode> = {
  invalid: cartMessages.discount.errors.unknown,
  throttled: cartMessages.discount.errors.throttled,
  unexpected: cartMessages.unexpected,
  no_cart: cartMessages.discount.errors.noCart,
  refused: cartMessages.discount.errors.unknown,
};

export const placeOrderRefusals: Translation<typeof EnPlaceOrder> = {
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
};

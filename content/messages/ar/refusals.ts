import type { Translation } from "@/lib/i18n/translation";

import { brand } from "@/content/brand";

import type {
  contactRefusals as EnContact,
  newsletterRefusals as EnNewsletter,
  refusalMessages as En,
  reviewRefusals as EnReview,
  trackOrderRefusals as EnTrackOrder,
} from "../en/refusals";
import { contactMessages } from "./contact";
import { newsletterMessages } from "./newsletter";
import { reviewMessages } from "./reviews";
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

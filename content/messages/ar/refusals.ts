import type { Translation } from "@/lib/i18n/translation";

import type { refusalMessages as En } from "../en/refusals";

export const refusalMessages: Translation<typeof En> = {
  sign_in_required: "يُرجى تسجيل الدخول أولًا.",
  forbidden: "لا يُسمح لك بهذا الإجراء.",
  invalid: "يُرجى تصحيح الحقول المحدّدة.",
  throttled: "طلبات كثيرة جدًا. يُرجى الانتظار قليلًا.",
  unexpected: "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
};

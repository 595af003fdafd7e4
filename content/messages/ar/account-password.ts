import type { Translation } from "@/lib/i18n/translation";

import type { accountPasswordMessages as En } from "../en/account-password";

/** Why a new password is refused; shown together, one per line. */
export const accountPasswordMessages: Translation<typeof En> = {
  tooShort: "يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل",
  tooLong: "يجب ألا تزيد كلمة المرور على 128 حرفًا",
  common: "كلمة المرور هذه شائعة جدًا ويسهل تخمينها. يُرجى اختيار كلمة مرور أخرى",
  matchesEmail: "يجب ألا تكون كلمة المرور مطابقة لبريدك الإلكتروني",
  hint: "8 أحرف على الأقل. يمكنك استخدام عبارات طويلة ومسافات وأي رموز.",
};

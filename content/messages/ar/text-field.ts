import type { Translation } from "@/lib/i18n/translation";

import type { textFieldMessages as En } from "../en/text-field";

export const textFieldMessages: Translation<typeof En> = {
  unstorable: "يحتوي هذا الحقل على رمز لا يمكننا قبوله (مثل الرمز الفارغ). يُرجى كتابته مرة أخرى.",
};

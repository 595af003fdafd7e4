import type { Translation } from "@/lib/i18n/translation";

import type { merchantMessages as En } from "../en/merchant";

/** The labels of the merchant's identity (content/merchant.ts) in the footer and on the terms page. */
export const merchantMessages: Translation<typeof En> = {
  heading: "من نحن",
  tradeLicence: (number: string, issuer: string) => `رخصة تجارية رقم ${number}، صادرة عن ${issuer}`,
  trn: (trn: string) => `رقم التسجيل الضريبي: ${trn}`,
  address: "العنوان",
  email: "البريد الإلكتروني",
  phone: "الهاتف",
  cookieSettings: "إعدادات ملفات تعريف الارتباط",
};

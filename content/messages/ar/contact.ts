import type { Translation } from "@/lib/i18n/translation";

import { policyText } from "../../copy/ar/policy-text";
import type { contactMessages as En } from "../en/contact";
import { commerceMessages } from "./commerce";

/** Texts of the contact form; the field errors and toasts are the specification's (sections 5 and 8, Contact). */
export const contactMessages: Translation<typeof En> = {
  form: {
    firstName: { label: "الاسم الأول", autoComplete: "given-name" },
    lastName: { label: "اسم العائلة", autoComplete: "family-name" },
    email: { label: "البريد الإلكتروني", placeholder: "you@example.com", autoComplete: "email" },
    phone: { label: "رقم الهاتف (اختياري)", placeholder: "+971 50 123 4567", autoComplete: "tel" },
    subject: {
      label: "الموضوع",
      suggestions: ["سؤال عن طلب", "سؤال عن منتج", "طلب بيانات شخصية"],
      hint: "ليس لديك حساب؟ اختر «طلب بيانات شخصية» لطلب نسخة من بياناتك أو تصحيحها أو محوها.",
    },
    message: { label: "الرسالة", placeholder: "كيف يمكننا مساعدتك؟" },
    submit: "إرسال الرسالة",
    submitting: "جارٍ الإرسال...",
  },
  errors: {
    firstName: "يجب أن يتكوّن الاسم الأول من حرفين على الأقل",
    lastName: "يجب أن يتكوّن اسم العائلة من حرفين على الأقل",
    email: "يُرجى إدخال بريد إلكتروني صحيح",
    subject: "يجب أن يتكوّن الموضوع من 5 أحرف على الأقل",
    message: "يجب أن تتكوّن الرسالة من 10 أحرف على الأقل",
    tooLong: "النص طويل جدًا",
    fieldErrorsSummary: "يُرجى تصحيح الحقول المحدّدة.",
    throttled: commerceMessages.rateLimit,
  },
  sent: {
    title: "تم إرسال رسالتك بنجاح!",
    description: `سنرد عليك ${policyText.replyWithin}.`,
    again: "إرسال رسالة أخرى",
  },
  failed: {
    title: "تعذّر إرسال الرسالة",
    description: (email: string) => `يُرجى المحاولة مرة أخرى أو التواصل معنا مباشرة على ${email}`,
  },
  mail: {
    subject: (subject: string) => `نموذج التواصل: ${subject}`,
    intro: "كتب أحد المتسوّقين عبر نموذج التواصل. ردّ على هذه الرسالة للإجابة عليه.",
    labels: { name: "الاسم", email: "البريد الإلكتروني", phone: "الهاتف", subject: "الموضوع", message: "الرسالة" },
    noPhone: "لم يُذكر",
  },
};

import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import type { contactCopy as En } from "../en/contact";
import { policyText as t } from "./policy-text";

export const contactCopy: Translation<typeof En> = {
  meta: {
    title: "تواصل معنا",
    description: `لديك سؤال عن بشرتك أو عن طلب؟ راسلنا على ${brand.contactEmail}، ونرد ${t.replyWithin}.`,
  },
  hero: {
    eyebrow: "تواصل معنا",
    title: "يسعدنا أن نسمع منك",
    intro: `لديك سؤال عن بشرتك أو عن طلب أو عن شراكة؟ يرد فريقنا ${t.replyWithin}.`,
  },
  details: {
    title: "ابقَ على تواصل",
    emailLabel: "البريد الإلكتروني",
    hoursTitle: "ساعات العمل",
    hoursNote: "الأوقات بتوقيت الخليج.",
    replyNote: `نرد على كل رسالة ${t.replyWithin} في أيام العمل.`,
  },
  form: { title: "أرسل لنا رسالة" },
  faqLink: { text: "تبحث عن إجابة سريعة؟", cta: "تصفّح الأسئلة الشائعة" },
};

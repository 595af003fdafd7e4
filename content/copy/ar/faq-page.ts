import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import type { faqPageCopy as En } from "../en/faq-page";
import { policyText as t } from "./policy-text";

export const faqPageCopy: Translation<typeof En> = {
  meta: {
    title: "الأسئلة الشائعة",
    description: "إجابات عن منتجاتنا والشحن والطلبات والدفع والإرجاع والدعم.",
  },
  hero: {
    eyebrow: "الأسئلة الشائعة",
    title: "الأسئلة الشائعة",
    intro: "كل ما تحتاج إلى معرفته عن منتجاتنا والتوصيل والطلبات والإرجاع.",
  },
  stillQuestions: {
    title: "لا تزال لديك أسئلة؟",
    text: `يرد فريقنا ${t.replyWithin}.`,
    email: (address: string) => `راسلنا على ${address}`,
    contact: "تواصل معنا",
    address: brand.contactEmail,
  },
};

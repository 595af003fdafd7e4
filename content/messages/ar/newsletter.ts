import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import { policies } from "../../policies";
import type { newsletterMessages as En } from "../en/newsletter";
import { commerceMessages } from "./commerce";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** Newsletter form texts; outcome and rule messages are the specification's (sections 5 and 8, Newsletter). */
export const newsletterMessages: Translation<typeof En> = {
  form: {
    label: "البريد الإلكتروني",
    placeholder: "أدخل بريدك الإلكتروني",
    submit: "اشترك",
    submitting: "جارٍ الاشتراك...",
  },
  rules: {
    required: "البريد الإلكتروني مطلوب",
    pattern: "يُرجى إدخال بريد إلكتروني صحيح",
    disposable: "لا يُسمح بعناوين البريد الإلكتروني المؤقتة",
    notReal: "يُرجى استخدام بريد إلكتروني حقيقي",
    domain: "يُرجى إدخال نطاق بريد إلكتروني صحيح",
  },
  outcome: {
    success: {
      title: `أهلًا بك في ${brand.name}! 🌱`,
      description: `تم اشتراكك في نشرتنا البريدية بنجاح. تفقّد بريدك الإلكتروني لتجد كود خصم ${percent}!`,
    },
    already: {
      title: "أنت بالفعل جزء من مجتمعنا! 💚",
      description: "هذا البريد الإلكتروني مشترك في نشرتنا البريدية بالفعل.",
    },
    usedOnDevice: {
      title: "البريد الإلكتروني مستخدم من قبل",
      description: "حصل هذا البريد الإلكتروني على كود خصم من قبل. يمكن استخدام كل بريد إلكتروني مرة واحدة فقط.",
    },
    failure: { title: "عذرًا! حدث خطأ ما", description: "يُرجى المحاولة مرة أخرى أو التواصل معنا إذا استمرت المشكلة." },
    throttled: commerceMessages.rateLimit,
  },
};

import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import { policies } from "../../policies";
import type { confirmMessages as En } from "../en/newsletter-confirm";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The page the welcome e-mail's confirmation link opens (/ar/newsletter/confirm). */
export const confirmMessages: Translation<typeof En> = {
  metaTitle: "تأكيد الاشتراك في النشرة البريدية",
  confirm: {
    title: "أكّد اشتراكك",
    body: (email: string) =>
      `اضغط الزر لتأكيد رغبة ${email} في تلقي نشرة ${brand.name} البريدية. سيعمل كود الترحيب بخصم ${percent} بعد ذلك مباشرة.`,
    button: "تأكيد اشتراكي",
  },
  rejoin: {
    title: "هل تريد الانضمام إلى النشرة البريدية مجددًا؟",
    body: (email: string) => `اشتراك ${email} ملغى. اضغط الزر لتصلك نشرة ${brand.name} البريدية مرة أخرى.`,
    button: "الاشتراك مجددًا",
  },
  done: {
    title: "تم تأكيد اشتراكك",
    body: (email: string) => `شكرًا لك! ${email} على قائمتنا، وأصبح كود الترحيب الذي وصلك بالبريد يعمل في سلتك.`,
  },
  already: {
    title: "اشتراكك مؤكّد بالفعل",
    body: (email: string) => `${email} على قائمتنا. لا حاجة لأي إجراء آخر.`,
  },
  gone: {
    title: "أنت لست على قائمتنا",
    body: "هذا العنوان لم يعد على قائمة نشرتنا البريدية. يمكنك الاشتراك مجددًا من المتجر.",
  },
  invalid: {
    title: "هذا الرابط لا يعمل",
    body: `رابط التأكيد ناقص أو تم تغييره. افتحه مرة أخرى من رسالة الترحيب، أو راسلنا على ${brand.contactEmail}.`,
  },
  problems: {
    failed: "تعذّر تأكيد اشتراكك الآن. يُرجى الضغط على الزر مرة أخرى بعد قليل.",
    throttled: "محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  },
  backToShop: "العودة إلى المتجر",
};

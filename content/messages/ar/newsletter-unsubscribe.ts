import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import type { unsubscribeMessages as En } from "../en/newsletter-unsubscribe";

/** The page a newsletter e-mail's unsubscribe link opens (/ar/newsletter/unsubscribe). */
export const unsubscribeMessages: Translation<typeof En> = {
  metaTitle: "إلغاء الاشتراك في النشرة البريدية",
  confirm: {
    title: "هل تريد إلغاء الاشتراك في النشرة البريدية؟",
    body: (email: string) => `سنتوقف عن إرسال نشرتنا البريدية إلى ${email}. ستصلك رسائل الطلبات والتوصيل كالمعتاد.`,
    button: "إلغاء الاشتراك",
  },
  done: {
    title: "تم إلغاء اشتراكك",
    body: (email: string) => `لن تصل بعد الآن أي رسائل من نشرة ${brand.name} البريدية إلى ${email}.`,
  },
  already: {
    title: "اشتراكك ملغى بالفعل",
    body: (email: string, date: string) =>
      `أُزيل ${email} من قائمة نشرتنا البريدية بتاريخ ${date}. لا حاجة لأي إجراء آخر.`,
  },
  gone: {
    title: "أنت لست على قائمتنا",
    body: "هذا العنوان لم يعد على قائمة نشرتنا البريدية. لا حاجة لأي إجراء آخر.",
  },
  invalid: {
    title: "هذا الرابط لا يعمل",
    body: `رابط إلغاء الاشتراك ناقص أو تم تغييره. استخدم الرابط في أسفل آخر رسالة وصلتك منا، أو راسلنا على ${brand.contactEmail} وسنزيلك من القائمة.`,
  },
  /** Once unsubscribed: the link to the confirmation page, the one way back onto the list. */
  rejoin: { question: "هل غيّرت رأيك؟", link: "الاشتراك مجددًا" },
  backToShop: "العودة إلى المتجر",
};

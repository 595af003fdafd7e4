import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import { policies } from "../../policies";
import type { newsletterPopupMessages as En } from "../en/newsletter-popup";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The popup dialog's texts (loaded with it, on demand); copy feedback texts are the specification's (section 8). */
export const newsletterPopupMessages: Translation<typeof En> = {
  close: "إغلاق",
  eyebrow: "عرض حصري",
  title: `احصل على خصم ${percent} على طلبك الأول`,
  text: `انضم إلى ${brand.name} لتصلك نصائح العناية بالبشرة وتكون أول من يعرف بإصداراتنا الجديدة، وسنرسل إليك كود ترحيب بخصم ${percent}.`,
  consent: "باشتراكك، توافق على تلقّي رسائلنا الإلكترونية. يمكنك إلغاء الاشتراك في أي وقت.",
  codeLabel: "كود الخصم الخاص بك",
  /** Double opt-in: the code applies once the inbox confirms from the welcome e-mail. */
  codeHint: "أرسلناه إلى بريدك الإلكتروني أيضًا. أكّد اشتراكك من الرابط في تلك الرسالة لتفعيل الكود، ثم أدخله في سلتك.",
  copy: "نسخ الكود",
  copied: "تم النسخ!",
  copiedToast: "تم نسخ كود الخصم!",
  copyFailed: "تعذّر النسخ",
};

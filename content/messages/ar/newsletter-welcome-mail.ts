import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import { policies } from "../../policies";
import type { welcomeMailMessages as En } from "../en/newsletter-welcome-mail";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The welcome e-mail that carries the subscriber's code. */
export const welcomeMailMessages: Translation<typeof En> = {
  subject: `أهلًا بك في ${brand.name}! 🌱 كود خصم ${percent} بانتظارك`,
  greeting: `أهلًا بك في ${brand.name}!`,
  intro: `شكرًا لانضمامك إلى نشرتنا البريدية. إليك كود الترحيب بخصم ${percent} على طلبك الأول:`,
  /** Double opt-in: the code applies only once the inbox has confirmed with the signed link below it. */
  confirmNeeded:
    "تبقّت خطوة واحدة: أكّد اشتراكك من الرابط أدناه، وسيصبح كودك جاهزًا للاستخدام. إن لم تكن أنت من اشترك، فتجاهل هذه الرسالة.",
  confirmLink: "تأكيد اشتراكي",
  howTo: "أدخله في سلتك قبل إتمام الشراء. يمكن استخدامه مرة واحدة.",
  validUntil: (date: string) => `صالح حتى ${date}.`,
  shopLink: "تسوّق المجموعة",
  signOff: `فريق ${brand.name}`,
  whyReceived: "تصلك هذه الرسالة لأنك اشتركت في نشرتنا البريدية.",
  /** The link to the signed unsubscribe page; every newsletter e-mail carries it. */
  unsubscribe: "إلغاء الاشتراك",
  /** Sent instead when the address signs up again: the inbox owner gets their own code, whoever typed the address. */
  reminderSubject: `أنت مشترك بالفعل في قائمة ${brand.name}: كود خصم ${percent} الخاص بك`,
  reminderIntro:
    "قام أحدهم (ونأمل أن تكون أنت) بتسجيل هذا العنوان في نشرتنا البريدية مرة أخرى. أنت مشترك بالفعل، لذا إليك كود الترحيب الخاص بك مرة أخرى:",
  reminderCodeUsed: "تم استخدام هذا الكود من قبل أو انتهت صلاحيته.",
};

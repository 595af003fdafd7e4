import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import type { backInStockMessages as En } from "../en/back-in-stock";

/** "أعلمني" على منتج نفدت كميته أو سيتوفر قريبًا: النموذج وصفحاته ورسالتاه. */
export const backInStockMessages: Translation<typeof En> = {
  form: {
    title: "أعلمني عند توفره",
    intro: "اترك بريدك الإلكتروني وسنراسلك مرة واحدة فقط عندما يصبح طلبه ممكنًا.",
    emailLabel: "بريدك الإلكتروني",
    button: "أعلمني",
  },
  sent: {
    metaTitle: "تحقّق من بريدك",
    title: "تحقّق من بريدك",
    body: "أرسلنا إليك رابطًا لتأكيد عنوانك. بعد التأكيد سنراسلك مرة واحدة عندما يصبح طلب هذا المنتج ممكنًا.",
    backToProduct: "العودة إلى المنتج",
  },
  problems: {
    invalid: "يُرجى إدخال بريد إلكتروني صحيح.",
    throttled: "محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
    unexpected: "حدث خطأ ما. يُرجى المحاولة مرة أخرى بعد قليل.",
    tryAgain: "حاول مرة أخرى",
  },
  confirm: {
    metaTitle: "تأكيد تنبيه التوفّر",
    ask: {
      title: "أكّد التنبيه",
      body: (email: string, product: string) =>
        `اضغط الزر لتأكيد رغبة ${email} في تلقي رسالة واحدة عندما يصبح طلب ${product} ممكنًا.`,
      button: "تأكيد التنبيه",
    },
    done: {
      title: "تم تأكيد التنبيه",
      body: (email: string, product: string) => `شكرًا لك! سنراسل ${email} مرة واحدة عندما يصبح طلب ${product} ممكنًا.`,
    },
    sent: {
      title: "المنتج متوفر",
      body: (email: string, product: string) => `يمكن طلب ${product} الآن، وقد راسلنا ${email} بذلك.`,
    },
    invalid: {
      title: "هذا الرابط لا يعمل",
      body: `الرابط ناقص أو تم تغييره أو حُذف التنبيه. اطلبه مجددًا من صفحة المنتج، أو راسلنا على ${brand.contactEmail}.`,
    },
    throttled: "محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
    backToProduct: "عرض المنتج",
  },
  confirmMail: {
    subject: (product: string) => `أكّد تنبيه توفّر ${product}`,
    body: (product: string) =>
      `طلبت منا أن نراسلك عندما يصبح طلب ${product} ممكنًا. يُرجى تأكيد عنوانك عبر الرابط أدناه، وبعدها سنراسلك مرة واحدة وبخصوص هذا المنتج فقط.`,
    link: "تأكيد التنبيه",
    ignore: "إن لم تطلب ذلك فتجاهل هذه الرسالة ببساطة: لن يُرسل إليك شيء.",
    signOff: `فريق ${brand.name}`,
  },
  availableMail: {
    subject: (product: string) => `${product} متوفر من جديد`,
    body: (product: string) => `خبر سار: يمكنك طلب ${product} من جديد.`,
    link: "اطلبه الآن",
    why: "تصلك هذه الرسالة الوحيدة لأنك طلبت أن نعلمك. لن نراسلك مجددًا بخصوص هذا المنتج.",
    signOff: `فريق ${brand.name}`,
  },
};

import { brand, claims } from "../brand";
import { policyText as t } from "../copy/ar/policy-text";
import type { FaqGroup } from "../faq";
import { brandText } from "./brand";
import { arabicCount } from "./grammar";
import type { FaqGroupText } from "../text-types";
import type { ShopPromiseText } from "../copy/en/shop-promises";

const weeks = (count: number) =>
  arabicCount(count, { one: "أسبوع واحد", two: "أسبوعين", few: "أسابيع", many: "أسبوعًا" });

/**
 * The FAQ in Arabic, keyed by group id (content/faq.ts). Like the English answers, every figure comes from the
 * Arabic policy phrases (content/copy/ar/policy-text.ts), so both languages state the same policy.
 */
export const buildFaqGroupTexts = (promise: ShopPromiseText): Record<FaqGroup["id"], FaqGroupText> => ({
  products: {
    title: "المنتجات",
    entries: [
      {
        question: "هل منتجاتكم طبيعية وخالية من القسوة على الحيوانات؟",
        answer: `نعم. كل تركيبات ${brand.name} ${brandText.badges.join("، ")}، ولا يُختبر أي منها على الحيوانات.`,
      },
      {
        question: "بأي منتج أبدأ؟",
        answer:
          "يبدأ معظم عملائنا بقناع الطين بالماتشا. إذا كانت بشرتك جافة فابدأ بخلاصة الكولاجين، وإذا كانت حساسة فابدأ بغسول الماتشا النقي.",
      },
      {
        question: "هل تناسب البشرة الحساسة؟",
        answer:
          "نعم. تركيباتنا خالية من العطور ومختبرة من أطباء الجلدية. ومع ذلك ننصح بتجربة المنتج على باطن الذراع قبل الاستخدام الأول.",
      },
      {
        question: "متى سألاحظ النتائج؟",
        answer: `${claims.improvementPercent}% من عملائنا يلاحظون تحسنًا خلال ${weeks(claims.improvementWeeks)} من الاستخدام اليومي.`,
      },
    ],
  },
  shipping: {
    title: "الشحن",
    entries: [
      { question: "ما سرعة التوصيل داخل الإمارات؟", answer: promise.delivery.faqAnswer },
      { question: "كم تبلغ تكلفة الشحن؟", answer: `${t.freeShippingOver}. ${t.standardShipping}.` },
      { question: "هل تشحنون إلى دول الخليج الأخرى؟", answer: promise.gcc.faqAnswer },
      { question: "كيف تحمون المنتجات من حر الصيف؟", answer: `من ${t.coldChain} يُشحن كل طلب في عبوات مضبوطة الحرارة.` },
    ],
  },
  "orders-payment": {
    title: "الطلبات والدفع",
    entries: [
      { question: "ما طرق الدفع المتاحة؟", answer: promise.payment.faqAnswer },
      {
        question: "هل يمكنني تعديل طلبي أو إلغاؤه؟",
        answer: `نعم، ${t.changeWindow} من تقديمه. راسلنا على ${brand.contactEmail} مع رقم طلبك.`,
      },
      {
        question: "هل تقدّمون خصمًا ترحيبيًا؟",
        answer: `اشترك في نشرتنا البريدية وسنرسل إليك كود ${t.welcomeDiscount} على طلبك الأول.`,
      },
      {
        question: "كيف أتتبّع طلبي؟",
        answer: "استخدم صفحة تتبّع الطلب مع بريدك الإلكتروني ورقم الطلب الموجود في رسالة التأكيد.",
      },
    ],
  },
  "returns-support": {
    title: "الإرجاع والدعم",
    entries: [
      {
        question: "ما سياسة الإرجاع لديكم؟",
        answer: `يمكنك إرجاع المنتجات غير المفتوحة خلال ${t.returnsWindow}. ${t.returnShippingPayer}.`,
      },
      {
        question: "كم يستغرق استرداد المبلغ؟",
        answer: promise.refunds.faqAnswer,
      },
      {
        question: "ماذا لو وصلني منتج خاطئ أو تحسّست بشرتي؟",
        answer: `أخبرنا ${t.reportIssue} من الاستلام وسنعالج الأمر دون أي تكلفة عليك.`,
      },
      {
        question: "كيف أتواصل معكم؟",
        answer: `راسلنا على ${brand.contactEmail} أو استخدم نموذج التواصل. نرد ${t.replyWithin}.`,
      },
    ],
  },
});

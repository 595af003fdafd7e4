import type { Translation } from "@/lib/i18n/translation";

import type { returnsCopy as En } from "../en/returns";
import { policyText as t } from "./policy-text";

export const returnsCopy: Translation<typeof En> = {
  meta: {
    title: "الإرجاع واسترداد المبالغ",
    description: `أرجع المنتجات غير المفتوحة خلال ${t.returnsWindow}. نعالج المبالغ المستردة خلال ${t.returnProcessing}.`,
  },
  hero: {
    eyebrow: "الإرجاع",
    title: "الإرجاع واسترداد المبالغ",
    intro: "لم يناسبك المنتج تمامًا؟ إليك كيف يتم الإرجاع واسترداد المبلغ.",
  },
  cardsTitle: "سياسة الإرجاع",
  cards: [
    { title: "مدة الإرجاع", text: `أرجع المنتجات غير المفتوحة خلال ${t.returnsWindow}.` },
    { title: "شحن الإرجاع", text: `${t.returnShippingPayer}، إلا إذا أرسلنا منتجًا غير الذي طلبته.` },
    { title: "المعالجة", text: `نفحص المرتجعات ونعالجها خلال ${t.returnProcessing}.` },
  ],
  conditions: {
    title: "شروط الإرجاع",
    items: [
      "يجب أن تكون المنتجات غير مستخدمة وغير مفتوحة وفي عبوتها الأصلية.",
      `أبلغنا عن أي منتج خاطئ أو تالف ${t.reportIssue} من الاستلام، مع صورة له.`,
      `إذا سبّب لك منتج تهيّجًا في البشرة، فأخبرنا ${t.reportIssue} من الاستلام وسنساعدك.`,
    ],
  },
  refunds: {
    title: "مدة استرداد المبالغ",
  },
  steps: {
    title: "كيفية الإرجاع",
    items: [
      { title: "تواصل معنا", text: "أرسل إلينا رقم طلبك والمنتجات التي تريد إرجاعها، وسنرد عليك بعنوان الإرجاع." },
      { title: "غلّف وأرسل", text: "غلّف المنتجات غير المفتوحة في عبوتها الأصلية وأرسلها عبر خدمة شحن قابلة للتتبّع." },
      {
        title: "استرد مبلغك",
        text: `عند وصول الطرد نعالجه خلال ${t.returnProcessing} ونؤكد استرداد المبلغ عبر البريد الإلكتروني.`,
      },
    ],
  },
  faqTitle: "أسئلة عن الإرجاع",
};

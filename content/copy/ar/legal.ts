import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import type { privacyCopy as EnPrivacy, termsCopy as EnTerms } from "../en/legal";
import { policyText as t } from "./policy-text";

const lastUpdated = "آخر تحديث: يناير 2026";

export const privacyCopy: Translation<typeof EnPrivacy> = {
  meta: { title: "سياسة الخصوصية", description: `كيف تجمع ${brand.name} بياناتك الشخصية وتستخدمها وتحميها.` },
  title: "سياسة الخصوصية",
  lastUpdated,
  sections: [
    {
      title: "البيانات التي نجمعها",
      paragraphs: [
        "عندما تطلب أو تشترك أو تتواصل معنا، نجمع اسمك وبريدك الإلكتروني ورقم هاتفك وعنوان التوصيل، إضافة إلى المنتجات التي تشتريها.",
      ],
      promise: "privacy-payment",
    },
    {
      title: "كيف نستخدمها",
      paragraphs: [
        "لتوصيل طلباتك، والرد على رسائلك، وإرسال النشرة البريدية التي طلبتها، وتحسين متجرنا.",
        "لا نبيع بياناتك الشخصية.",
      ],
    },
    {
      title: "ملفات تعريف الارتباط",
      paragraphs: ["نستخدم عددًا محدودًا من ملفات تعريف الارتباط للاحتفاظ بسلتك وتذكّر تفضيلاتك، ولا نستخدمها للإعلانات."],
    },
    {
      title: "حقوقك",
      paragraphs: [
        `يمكنك في أي وقت طلب الاطلاع على بياناتك أو تصحيحها أو حذفها بمراسلتنا على ${brand.contactEmail}. نرد ${t.replyWithin}.`,
      ],
    },
  ],
};

export const termsCopy: Translation<typeof EnTerms> = {
  meta: { title: "شروط الخدمة", description: `الشروط التي تسري عند التسوّق من ${brand.name}.` },
  title: "شروط الخدمة",
  lastUpdated,
  sections: [
    {
      title: "حول هذه الشروط",
      paragraphs: [`تسري هذه الشروط على كل طلب يُقدَّم عبر موقع ${brand.name} الذي تديره ${brand.legalName}.`],
    },
    {
      title: "الطلبات والأسعار",
      paragraphs: [
        `تُعرض الأسعار بالدرهم الإماراتي ولا تشمل ضريبة المبيعات. يمكنك تعديل الطلب أو إلغاؤه ${t.changeWindow} من تقديمه.`,
      ],
      promise: "terms-payment",
    },
    {
      title: "التوصيل",
      paragraphs: [`${t.uaeDelivery}. ${t.freeShippingOver}، و${t.standardShipping}.`],
      promise: "delivery-area",
    },
    {
      title: "الإرجاع",
      paragraphs: [
        `يمكنك إرجاع المنتجات غير المفتوحة خلال ${t.returnsWindow}. راجع صفحة الإرجاع لمعرفة الخطوات كاملة.`,
      ],
    },
    {
      title: "استخدام منتجاتنا",
      paragraphs: [
        "منتجاتنا مستحضرات تجميل وليست أدوية. اختبرها على جزء صغير من البشرة قبل الاستخدام الأول، وتوقف عن استخدام أي منتج إذا سبّب تهيّجًا.",
      ],
    },
    { title: "التواصل", paragraphs: [`لديك أسئلة عن هذه الشروط؟ راسلنا على ${brand.contactEmail}.`] },
  ],
};

import type { Translation } from "@/lib/i18n/translation";

import { brandText } from "../../ar/brand";
import { arabicCount } from "../../ar/grammar";
import { brand, claims } from "../../brand";
import type { homeCopy as En } from "../en/home";
import { policyText as t } from "./policy-text";

const weeks = (count: number) =>
  arabicCount(count, { one: "أسبوع واحد", two: "أسبوعين", few: "أسابيع", many: "أسبوعًا" });
const customers = (count: number) =>
  arabicCount(count, { one: "عميل موثّق واحد", two: "عميلين موثّقين", few: "عملاء موثّقين", many: "عميلًا موثّقًا" });

export const homeCopy: Translation<typeof En> = {
  meta: {
    title: `${brand.name} | عناية طبيعية بالبشرة بالماتشا في الإمارات`,
    description: `عناية بالبشرة بالماتشا، خالية من القسوة على الحيوانات، صُممت لبشرة أهل الخليج. ${t.freeShippingOver}، و${t.uaeDelivery}.`,
  },
  hero: {
    eyebrow: "عناية طبيعية بالماتشا",
    title: "إشراقة طبيعية بقوة الماتشا",
    intro: "ماتشا من الدرجة الاحتفالية وطين لطيف ومستخلصات نباتية مرطّبة، لبشرة تعيش بين حرارة الصحراء وبرودة المكيّفات.",
    imageAlt: `قناع الطين وخلاصة الكولاجين والغسول من ${brand.name} على صينية حجرية مع مسحوق ماتشا طازج`,
    primary: "تسوّق مجموعتنا",
    secondary: "اعرف المزيد",
    secondaryDestination: " عن مكوّناتنا",
    badges: brandText.badges,
  },
  collection: {
    title: "مجموعتنا المميزة",
    intro: "ثلاثة منتجات أساسية تنظّف وتنقّي وترطّب. كل منها فعّال وحده، وأفضل مع البقية.",
    viewAll: "عرض جميع المنتجات",
  },
  bundles: {
    title: "وفّر مع الروتين الكامل",
    intro: "كوّن روتينًا متكاملًا وادفع أقل مما لو اشتريت كل منتج على حدة.",
    save: (percent: number) => `وفّر ${percent}%`,
    view: "عرض المجموعة",
  },
  whyChoose: {
    title: `لماذا تختار ${brand.name}`,
    intro: "عناية تحترم بشرتك وكوكبنا والأجواء التي تعيش فيها.",
    reasons: [
      { title: "مكوّنات طبيعية", text: "ماتشا احتفالية وأنواع من الطين ومستخلصات نباتية، بلا مواد مالئة قاسية." },
      { title: "مختبرة من أطباء الجلدية", text: "كل تركيبة مختبرة لمدى تحمّل البشرة لها، بما في ذلك البشرة الحساسة." },
      { title: "خالية من القسوة", text: "لا تُختبر على الحيوانات في أي مرحلة من مراحل التطوير." },
      { title: "صُنعت للخليج", text: "قوامات تبقى مريحة في الرطوبة والحر والغرف المكيّفة." },
    ],
    stats: [
      { value: claims.customers, label: "عميل سعيد" },
      { value: claims.rating, label: "متوسط التقييم" },
      { value: `${claims.improvementPercent}%`, label: `يلاحظون تحسنًا خلال ${weeks(claims.improvementWeeks)}` },
    ],
  },
  reviews: {
    title: "حب عملائنا",
    intro: `تقييم ${claims.rating} من ${customers(claims.verifiedReviews)}.`,
    cta: "اقرأ جميع التقييمات",
  },
  faq: {
    title: "إجابات لأسئلتك",
    intro: "بعض أكثر ما يسألنا عنه المتسوّقون.",
    cta: "عرض جميع الأسئلة",
  },
  track: {
    title: "تتبّع طلبك",
    text: `نشحن الطلبات ${t.dispatch}. تابع طلبك ببريدك الإلكتروني ورقم الطلب.`,
    cta: "تتبّع الطلب",
  },
};

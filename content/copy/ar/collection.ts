import type { Translation } from "@/lib/i18n/translation";

import { brandText } from "../../ar/brand";
import { claims } from "../../brand";
import { arabicCount } from "../../ar/grammar";
import type { collectionCopy as En } from "../en/collection";
import { policyText as t } from "./policy-text";

const weeks = (count: number) =>
  arabicCount(count, { one: "أسبوع واحد", two: "أسبوعين", few: "أسابيع", many: "أسبوعًا" });

const verifiedReviews = (count: number) =>
  arabicCount(count, { one: "تقييم موثّق واحد", two: "تقييمين موثّقين", few: "تقييمات موثّقة", many: "تقييمًا موثّقًا" });

export const collectionCopy: Translation<typeof En> = {
  meta: {
    title: "تسوّق المجموعة",
    description:
      "قناع الطين بالماتشا وخلاصة الكولاجين وغسول الماتشا النقي: عناية طبيعية بالبشرة الدهنية والجافة والحساسة، مع التوصيل إلى جميع أنحاء الإمارات.",
  },
  hero: {
    eyebrow: "المجموعة",
    title: "عناية بالبشرة بقوة الماتشا",
    intro: "اعثر على التركيبة المناسبة لبشرتك، أو اجمع المنتجات الثلاثة معًا في طقوس الماتشا.",
  },
  gridTitle: "جميع المنتجات",
  perfectFor: "مثالي إذا كانت لديك",
  skinIssuesTitle: "يساعد في",
  proof: {
    title: "نتائج تراها بعينك",
    intro: "أرقام من أشخاص يستخدمون منتجاتنا كل يوم.",
    points: [
      {
        value: `${claims.improvementPercent}%`,
        label: `من المستخدمين يلاحظون تحسنًا خلال ${weeks(claims.improvementWeeks)}`,
      },
      { value: claims.customers, label: "عميل في دول الخليج" },
      { value: claims.rating, label: `متوسط التقييم من ${verifiedReviews(claims.verifiedReviews)}` },
      { value: `${claims.satisfactionPercent}%`, label: "نسبة رضا العملاء" },
    ],
    badges: brandText.badges,
  },
  cta: {
    title: "لا تعرف من أين تبدأ؟",
    text: `احصل على الروتين الكامل بسعر أقل، أو اطلب منا توصية. ${t.freeShippingOver}.`,
    completeSet: (percent: number) => `احصل على المجموعة الكاملة - وفّر ${percent}%`,
    ask: "اطرح سؤالًا",
  },
};

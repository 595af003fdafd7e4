import type { Translation } from "@/lib/i18n/translation";

import { arabicCount } from "../../ar/grammar";
import { brand, claims } from "../../brand";
import type { reviewsCopy as En } from "../en/reviews";

const verifiedReviews = (count: number) =>
  arabicCount(count, { one: "تقييم موثّق واحد", two: "تقييمين موثّقين", few: "تقييمات موثّقة", many: "تقييمًا موثّقًا" });

export const reviewsCopy: Translation<typeof En> = {
  meta: {
    title: "تقييمات العملاء",
    description: `اقرأ ${verifiedReviews(claims.verifiedReviews)} لمنتجات ${brand.name}: تقييم ${claims.rating} من عملاء في الإمارات ودول الخليج.`,
  },
  hero: {
    eyebrow: "التقييمات",
    title: "تحبّها البشرة الحقيقية",
    rating: `${claims.rating} من ${verifiedReviews(claims.verifiedReviews)}`,
  },
  gridTitle: "ماذا يقول عملاؤنا",
  verified: "شراء موثّق",
  usage: (product: string, time: string) => `استخدم ${product} لمدة ${time}`,
  stats: {
    title: "التقييمات بالأرقام",
    items: [
      { value: String(claims.verifiedReviews), label: "تقييمات موثّقة" },
      { value: `${claims.satisfactionPercent}%`, label: "نسبة الرضا" },
      { value: claims.rating, label: "متوسط التقييم" },
    ],
  },
  write: {
    title: "اكتب تقييمًا",
    text: "اشتريت منا؟ أخبر المتسوّقين الآخرين بما تشعر به بشرتك. تُنشر التقييمات بعد التحقق من الطلب.",
  },
  cta: {
    title: "مستعد لتبدأ رحلة الإشراقة؟",
    text: "اعثر على تركيبتك، أو اسألنا أي شيء عن بشرتك.",
    shop: "تسوّق الآن",
    ask: "اطرح سؤالًا",
  },
};

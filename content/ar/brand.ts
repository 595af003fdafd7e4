import type { BrandText } from "../text-types";

/** The brand's words in Arabic; the name, e-mail and site address stay as in content/brand.ts. */
export const brandText: BrandText = {
  tagline: "عناية طبيعية بالبشرة بالماتشا لإشراقة تدوم",
  description:
    "عناية طبيعية بالبشرة أساسها الماتشا، صُممت للبشرة في الإمارات ودول الخليج: خالية من القسوة على الحيوانات، ومختبرة من أطباء الجلدية، مع شحن مجاني في جميع أنحاء الإمارات.",
  businessHours: [
    { days: "الأحد - الخميس", hours: "9:00 صباحًا - 6:00 مساءً" },
    { days: "الجمعة - السبت", hours: "مغلق" },
  ],
  badges: ["خالية من القسوة على الحيوانات", "طبيعية", "مختبرة من أطباء الجلدية"],
};

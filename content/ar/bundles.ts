import type { BundleText, TextsById } from "../text-types";

/** Bundles in Arabic, keyed by bundle slug (content/bundles.ts); prices and contents stay in the English record. */
export const bundleTexts: TextsById<BundleText> = {
  "matcha-ritual": {
    name: "طقوس الماتشا",
    description: "روتين الماتشا الكامل بثلاث خطوات: تنظيف وتنقية وترطيب، بسعر المجموعة.",
    extendedDescription:
      "كل ما تحتاجه بشرتك لإطلالة هادئة ومشرقة. ابدأ بغسول الماتشا النقي، ثم استخدم قناع الطين بالماتشا مرتين إلى ثلاث مرات أسبوعيًا، واحبس الترطيب بخلاصة الكولاجين. معًا توازن الزيوت وتنقّي المسام وتحافظ على ترطيب البشرة رغم حر الخليج وأجواء المكيّفات.",
    badge: "لفترة محدودة",
    benefits: [
      "روتين متكامل للصباح والمساء",
      "منتجات مركّبة لتعمل معًا",
      "نتائج ملحوظة خلال أسبوعين",
      "شحن مجاني داخل الإمارات",
    ],
  },
};

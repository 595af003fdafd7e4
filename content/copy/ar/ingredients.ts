import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import type { ingredientsCopy as En } from "../en/ingredients";

export const ingredientsCopy: Translation<typeof En> = {
  meta: {
    title: "مكوّناتنا",
    description: `ماتشا احتفالية وطين الكاولين والكولاجين البحري وحمض الهيالورونيك والسنتيلا والصبار: ما تحتويه منتجات ${brand.name} ولماذا.`,
  },
  hero: {
    eyebrow: "المكوّنات",
    title: "أفضل ما في الطبيعة، بشرح واضح",
    intro: "لكل مكوّن سبب لوجوده. إليك ما نستخدمه، ومن أين يأتي، وما يقدّمه لبشرتك.",
  },
  star: { title: "المكوّنات النجمة", intro: "المكوّنات الأساسية وراء تركيباتنا." },
  breakdown: {
    title: "المكوّنات حسب المنتج",
    intro: "المكوّنات الأساسية مميّزة، وتليها القائمة الكاملة لكل منتج.",
    keyLabel: "مكوّن أساسي",
    fullList: "قائمة المكوّنات الكاملة",
    viewProduct: (name: string) => `تسوّق ${name}`,
  },
};

import type { Translation } from "@/lib/i18n/translation";

import { arabicCount } from "../../ar/grammar";
import { isolate } from "../../bidi";
import type { bundleMessages as En } from "../en/bundle";

/** Shopper-facing texts of the bundle page. */
export const bundleMessages: Translation<typeof En> = {
  breadcrumb: { home: "الرئيسية" },
  bundlePrice: "سعر المجموعة:",
  originalPrice: "السعر الأصلي:",
  // Isolated, "15%" keeps its order inside the Arabic sentence ("(%15)" otherwise).
  savings: (amount: string, percent: number) => `وفّر ${amount} (${isolate(`${percent}%`)})`,
  benefits: "لماذا ستحبّها",
  included: "محتويات المجموعة",
  includedCount: (count: number) =>
    arabicCount(count, {
      one: "منتج واحد بالحجم الكامل",
      two: "منتجان بالحجم الكامل",
      few: "منتجات بالحجم الكامل",
      many: "منتجًا بالحجم الكامل",
    }),
  viewProduct: (name: string) => `عرض ${name}`,
};

import type { ClientTexts } from "@/lib/i18n/client-texts";

/** Cart line names per locale: English is the provider's own title (nothing to look up), Arabic a chunk of its own. */
export const cartLineTitleTexts: ClientTexts<Readonly<Record<string, string>>> = {
  en: {},
  importArabic: () => import("../../ar/cart-line-titles").then((module) => module.arabicCartLineTitles),
};

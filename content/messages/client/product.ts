import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { productMessages as en } from "../en/product";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const productTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/product").then((module) => module.productMessages),
};

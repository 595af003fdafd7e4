import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { layoutMessages as en, navigation as enNavigation } from "../en/layout";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const layoutTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/layout").then((module) => module.layoutMessages),
};
export const navigationTexts: ClientTexts<Translation<typeof enNavigation>> = {
  en: enNavigation,
  importArabic: () => import("../ar/layout").then((module) => module.navigation),
};

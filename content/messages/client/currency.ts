import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { currencyMessages as en } from "../en/currency";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const currencyTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/currency").then((module) => module.currencyMessages),
};

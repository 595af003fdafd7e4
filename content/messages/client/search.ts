import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { searchMessages as en } from "../en/search";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const searchTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/search").then((module) => module.searchMessages),
};

import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { commerceMessages as en } from "../en/commerce";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const commerceTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/commerce").then((module) => module.commerceMessages),
};

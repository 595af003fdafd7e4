import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { consentMessages as en } from "../en/consent";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const consentTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/consent").then((module) => module.consentMessages),
};

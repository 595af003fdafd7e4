import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { newsletterPopupMessages as en } from "../en/newsletter-popup";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const newsletterPopupTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/newsletter-popup").then((module) => module.newsletterPopupMessages),
};

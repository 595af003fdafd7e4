import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { newsletterReopenMessages as en } from "../en/newsletter-reopen";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const newsletterReopenTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/newsletter-reopen").then((module) => module.newsletterReopenMessages),
};

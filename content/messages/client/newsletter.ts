import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { newsletterMessages as en } from "../en/newsletter";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const newsletterTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/newsletter").then((module) => module.newsletterMessages),
};

import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { contactMessages as en } from "../en/contact";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const contactTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/contact").then((module) => module.contactMessages),
};

import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { checkoutMessages as en } from "../en/checkout";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const checkoutTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/checkout").then((module) => module.checkoutMessages),
};

import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { deliveryLineMessages as en } from "../en/delivery-line";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const deliveryLineTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/delivery-line").then((module) => module.deliveryLineMessages),
};

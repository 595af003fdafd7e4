import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { cartMessages as en } from "../en/cart";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const cartTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/cart").then((module) => module.cartMessages),
};

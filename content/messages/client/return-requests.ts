import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { returnRequestMessages as en } from "../en/return-requests";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const returnRequestTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/return-requests").then((module) => module.returnRequestMessages),
};

import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { reviewMessages as en } from "../en/reviews";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const reviewTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/reviews").then((module) => module.reviewMessages),
};

import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { trackOrderMessages as en } from "../en/track-order";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const trackOrderTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/track-order").then((module) => module.trackOrderMessages),
};

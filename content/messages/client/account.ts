import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { accountMessages as en } from "../en/account";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const accountTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/account").then((module) => module.accountMessages),
};

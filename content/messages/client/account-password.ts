import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { accountPasswordMessages as en } from "../en/account-password";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const accountPasswordTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/account-password").then((module) => module.accountPasswordMessages),
};

import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { accountTwoFactorMessages as en } from "../en/account-two-factor";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const accountTwoFactorTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/account-two-factor").then((module) => module.accountTwoFactorMessages),
};

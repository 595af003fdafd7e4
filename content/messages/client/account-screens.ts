import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { accountScreens as en } from "../en/account-screens";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const accountScreenTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/account-screens").then((module) => module.accountScreens),
};

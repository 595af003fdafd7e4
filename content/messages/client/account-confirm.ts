import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { accountConfirmMessages as en } from "../en/account-confirm";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const accountConfirmTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/account-confirm").then((module) => module.accountConfirmMessages),
};

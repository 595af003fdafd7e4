import type { ClientTexts } from "@/lib/i18n/client-texts";
import { languageSwitchMessages as en } from "../en/language-switch";

type LanguageSwitchTexts = { readonly [Key in keyof typeof en]: string };

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const languageSwitchTexts: ClientTexts<LanguageSwitchTexts> = {
  en,
  importArabic: () => import("../ar/language-switch").then((module) => module.languageSwitchMessages),
};

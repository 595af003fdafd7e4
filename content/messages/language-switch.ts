import { byLocale } from "@/content/by-locale";
import * as en from "./en/language-switch";
import * as ar from "./ar/language-switch";

type LanguageSwitchMessages = { readonly [Key in keyof typeof en.languageSwitchMessages]: string };

export const languageSwitchMessages = byLocale<LanguageSwitchMessages>({
  en: en.languageSwitchMessages,
  ar: ar.languageSwitchMessages,
});

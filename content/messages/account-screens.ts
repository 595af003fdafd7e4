import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/account-screens";
import * as ar from "./ar/account-screens";

export const accountScreens = byLocale<Translation<typeof en.accountScreens>>({
  en: en.accountScreens,
  ar: ar.accountScreens,
});

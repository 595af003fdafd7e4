import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/account-two-factor";
import * as ar from "./ar/account-two-factor";

export const accountTwoFactorMessages = byLocale<Translation<typeof en.accountTwoFactorMessages>>({
  en: en.accountTwoFactorMessages,
  ar: ar.accountTwoFactorMessages,
});

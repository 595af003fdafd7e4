import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/account-password";
import * as ar from "./ar/account-password";

export const accountPasswordMessages = byLocale<Translation<typeof en.accountPasswordMessages>>({
  en: en.accountPasswordMessages,
  ar: ar.accountPasswordMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/account";
import * as ar from "./ar/account";

export const accountMessages = byLocale<Translation<typeof en.accountMessages>>({
  en: en.accountMessages,
  ar: ar.accountMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/search";
import * as ar from "./ar/search";

export const searchMessages = byLocale<Translation<typeof en.searchMessages>>({
  en: en.searchMessages,
  ar: ar.searchMessages,
});
export const searchPage = byLocale<Translation<typeof en.searchPage>>({ en: en.searchPage, ar: ar.searchPage });

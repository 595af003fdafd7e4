import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/currency";
import * as ar from "./ar/currency";

export const currencyMessages = byLocale<Translation<typeof en.currencyMessages>>({
  en: en.currencyMessages,
  ar: ar.currencyMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/merchant";
import * as ar from "./ar/merchant";

export const merchantMessages = byLocale<Translation<typeof en.merchantMessages>>({
  en: en.merchantMessages,
  ar: ar.merchantMessages,
});

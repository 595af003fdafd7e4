import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/commerce";
import * as ar from "./ar/commerce";

export const commerceMessages = byLocale<Translation<typeof en.commerceMessages>>({
  en: en.commerceMessages,
  ar: ar.commerceMessages,
});

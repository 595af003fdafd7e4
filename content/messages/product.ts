import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/product";
import * as ar from "./ar/product";

export const productMessages = byLocale<Translation<typeof en.productMessages>>({
  en: en.productMessages,
  ar: ar.productMessages,
});

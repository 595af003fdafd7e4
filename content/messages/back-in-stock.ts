import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/back-in-stock";
import * as ar from "./ar/back-in-stock";

export const backInStockMessages = byLocale<Translation<typeof en.backInStockMessages>>({
  en: en.backInStockMessages,
  ar: ar.backInStockMessages,
});

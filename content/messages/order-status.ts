import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/order-status";
import * as ar from "./ar/order-status";

export const orderStatusMessages = byLocale<Translation<typeof en.orderStatusWords>>({
  en: en.orderStatusWords,
  ar: ar.orderStatusWords,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/order-email";
import * as ar from "./ar/order-email";

export const orderEmailMessages = byLocale<Translation<typeof en.orderEmailMessages>>({
  en: en.orderEmailMessages,
  ar: ar.orderEmailMessages,
});

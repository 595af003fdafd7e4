import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/payment";
import * as ar from "./ar/payment";

export const paymentMessages = byLocale<Translation<typeof en.paymentMessages>>({
  en: en.paymentMessages,
  ar: ar.paymentMessages,
});

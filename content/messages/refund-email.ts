import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/refund-email";
import * as ar from "./ar/refund-email";

export const refundEmailMessages = byLocale<Translation<typeof en.refundEmailMessages>>({
  en: en.refundEmailMessages,
  ar: ar.refundEmailMessages,
});

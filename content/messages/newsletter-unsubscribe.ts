import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/newsletter-unsubscribe";
import * as ar from "./ar/newsletter-unsubscribe";

export const unsubscribeMessages = byLocale<Translation<typeof en.unsubscribeMessages>>({
  en: en.unsubscribeMessages,
  ar: ar.unsubscribeMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/newsletter-popup";
import * as ar from "./ar/newsletter-popup";

export const newsletterPopupMessages = byLocale<Translation<typeof en.newsletterPopupMessages>>({
  en: en.newsletterPopupMessages,
  ar: ar.newsletterPopupMessages,
});

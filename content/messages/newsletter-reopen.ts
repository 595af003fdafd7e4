import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/newsletter-reopen";
import * as ar from "./ar/newsletter-reopen";

export const newsletterReopenMessages = byLocale<Translation<typeof en.newsletterReopenMessages>>({
  en: en.newsletterReopenMessages,
  ar: ar.newsletterReopenMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/newsletter-confirm";
import * as ar from "./ar/newsletter-confirm";

export const confirmMessages = byLocale<Translation<typeof en.confirmMessages>>({
  en: en.confirmMessages,
  ar: ar.confirmMessages,
});

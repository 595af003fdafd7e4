import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/newsletter";
import * as ar from "./ar/newsletter";

export const newsletterMessages = byLocale<Translation<typeof en.newsletterMessages>>({
  en: en.newsletterMessages,
  ar: ar.newsletterMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/newsletter";
import * as ar from "./ar/newsletter";

export const newsletterCopy = byLocale<Translation<typeof en.newsletterCopy>>({
  en: en.newsletterCopy,
  ar: ar.newsletterCopy,
});

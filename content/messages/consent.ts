import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/consent";
import * as ar from "./ar/consent";

export const consentMessages = byLocale<Translation<typeof en.consentMessages>>({
  en: en.consentMessages,
  ar: ar.consentMessages,
});

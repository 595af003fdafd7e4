import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/contact";
import * as ar from "./ar/contact";

export const contactMessages = byLocale<Translation<typeof en.contactMessages>>({
  en: en.contactMessages,
  ar: ar.contactMessages,
});

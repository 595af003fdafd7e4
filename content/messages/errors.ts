import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/errors";
import * as ar from "./ar/errors";

export const errorMessages = byLocale<Translation<typeof en.errorMessages>>({
  en: en.errorMessages,
  ar: ar.errorMessages,
});

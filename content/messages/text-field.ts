import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/text-field";
import * as ar from "./ar/text-field";

export const textFieldMessages = byLocale<Translation<typeof en.textFieldMessages>>({
  en: en.textFieldMessages,
  ar: ar.textFieldMessages,
});

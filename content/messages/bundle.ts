import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/bundle";
import * as ar from "./ar/bundle";

export const bundleMessages = byLocale<Translation<typeof en.bundleMessages>>({
  en: en.bundleMessages,
  ar: ar.bundleMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/track-order";
import * as ar from "./ar/track-order";

export const trackOrderMessages = byLocale<Translation<typeof en.trackOrderMessages>>({
  en: en.trackOrderMessages,
  ar: ar.trackOrderMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/reviews";
import * as ar from "./ar/reviews";

export const reviewMessages = byLocale<Translation<typeof en.reviewMessages>>({
  en: en.reviewMessages,
  ar: ar.reviewMessages,
});

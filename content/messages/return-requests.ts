import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/return-requests";
import * as ar from "./ar/return-requests";

export const returnRequestMessages = byLocale<Translation<typeof en.returnRequestMessages>>({
  en: en.returnRequestMessages,
  ar: ar.returnRequestMessages,
});

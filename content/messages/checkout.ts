import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/checkout";
import * as ar from "./ar/checkout";

export const checkoutMessages = byLocale<Translation<typeof en.checkoutMessages>>({
  en: en.checkoutMessages,
  ar: ar.checkoutMessages,
});

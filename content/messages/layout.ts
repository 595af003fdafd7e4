import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/layout";
import * as ar from "./ar/layout";

export const navigation = byLocale<Translation<typeof en.navigation>>({ en: en.navigation, ar: ar.navigation });
export const layoutMessages = byLocale<Translation<typeof en.layoutMessages>>({
  en: en.layoutMessages,
  ar: ar.layoutMessages,
});

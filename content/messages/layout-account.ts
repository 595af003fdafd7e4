import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/layout-account";
import * as ar from "./ar/layout-account";

export const layoutAccountMessages = byLocale<Translation<typeof en.layoutAccountMessages>>({
  en: en.layoutAccountMessages,
  ar: ar.layoutAccountMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/phone-confirmation";
import * as ar from "./ar/phone-confirmation";

export const phoneConfirmationMessages = byLocale<Translation<typeof en.phoneConfirmationMessages>>({
  en: en.phoneConfirmationMessages,
  ar: ar.phoneConfirmationMessages,
});

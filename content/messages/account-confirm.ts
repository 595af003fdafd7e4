import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/account-confirm";
import * as ar from "./ar/account-confirm";

export const accountConfirmMessages = byLocale<Translation<typeof en.accountConfirmMessages>>({
  en: en.accountConfirmMessages,
  ar: ar.accountConfirmMessages,
});

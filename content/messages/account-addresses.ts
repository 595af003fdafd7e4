import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as ar from "./ar/account-addresses";
import * as en from "./en/account-addresses";

export const accountAddresses = byLocale<Translation<typeof en.accountAddresses>>({
  en: en.accountAddresses,
  ar: ar.accountAddresses,
});

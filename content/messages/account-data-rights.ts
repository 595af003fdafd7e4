import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as ar from "./ar/account-data-rights";
import * as en from "./en/account-data-rights";

export const accountDataRights = byLocale<Translation<typeof en.accountDataRights>>({
  en: en.accountDataRights,
  ar: ar.accountDataRights,
});

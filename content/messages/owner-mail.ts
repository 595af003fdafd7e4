import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/owner-mail";
import * as ar from "./ar/owner-mail";

export const ownerMailMessages = byLocale<Translation<typeof en.ownerMailMessages>>({
  en: en.ownerMailMessages,
  ar: ar.ownerMailMessages,
});

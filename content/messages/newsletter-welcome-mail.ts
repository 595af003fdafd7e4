import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/newsletter-welcome-mail";
import * as ar from "./ar/newsletter-welcome-mail";

export const welcomeMailMessages = byLocale<Translation<typeof en.welcomeMailMessages>>({
  en: en.welcomeMailMessages,
  ar: ar.welcomeMailMessages,
});

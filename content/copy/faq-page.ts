import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/faq-page";
import * as ar from "./ar/faq-page";

export const faqPageCopy = byLocale<Translation<typeof en.faqPageCopy>>({ en: en.faqPageCopy, ar: ar.faqPageCopy });

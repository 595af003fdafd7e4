import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/contact";
import * as ar from "./ar/contact";

export const contactCopy = byLocale<Translation<typeof en.contactCopy>>({ en: en.contactCopy, ar: ar.contactCopy });

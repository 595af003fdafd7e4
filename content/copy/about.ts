import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/about";
import * as ar from "./ar/about";

export const aboutCopy = byLocale<Translation<typeof en.aboutCopy>>({ en: en.aboutCopy, ar: ar.aboutCopy });

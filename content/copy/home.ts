import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/home";
import * as ar from "./ar/home";

export const homeCopy = byLocale<Translation<typeof en.homeCopy>>({ en: en.homeCopy, ar: ar.homeCopy });

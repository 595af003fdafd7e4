import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/not-found";
import * as ar from "./ar/not-found";

export const notFoundCopy = byLocale<Translation<typeof en.notFoundCopy>>({ en: en.notFoundCopy, ar: ar.notFoundCopy });

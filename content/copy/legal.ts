import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/legal";
import * as ar from "./ar/legal";

export const privacyCopy = byLocale<Translation<typeof en.privacyCopy>>({ en: en.privacyCopy, ar: ar.privacyCopy });
export const termsCopy = byLocale<Translation<typeof en.termsCopy>>({ en: en.termsCopy, ar: ar.termsCopy });

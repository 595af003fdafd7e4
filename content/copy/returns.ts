import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/returns";
import * as ar from "./ar/returns";

export const returnsCopy = byLocale<Translation<typeof en.returnsCopy>>({ en: en.returnsCopy, ar: ar.returnsCopy });

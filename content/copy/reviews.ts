import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/reviews";
import * as ar from "./ar/reviews";

export const reviewsCopy = byLocale<Translation<typeof en.reviewsCopy>>({ en: en.reviewsCopy, ar: ar.reviewsCopy });

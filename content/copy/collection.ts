import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/collection";
import * as ar from "./ar/collection";

export const collectionCopy = byLocale<Translation<typeof en.collectionCopy>>({
  en: en.collectionCopy,
  ar: ar.collectionCopy,
});

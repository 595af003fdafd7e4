import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/ingredients";
import * as ar from "./ar/ingredients";

export const ingredientsCopy = byLocale<Translation<typeof en.ingredientsCopy>>({
  en: en.ingredientsCopy,
  ar: ar.ingredientsCopy,
});

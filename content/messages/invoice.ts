import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/invoice";
import * as ar from "./ar/invoice";

export const invoiceMessages = byLocale<Translation<typeof en.invoiceMessages>>({
  en: en.invoiceMessages,
  ar: ar.invoiceMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/order-cancellation";
import * as ar from "./ar/order-cancellation";

export const orderCancellationMessages = byLocale<Translation<typeof en.orderCancellationMessages>>({
  en: en.orderCancellationMessages,
  ar: ar.orderCancellationMessages,
});

import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/shipping-notice";
import * as ar from "./ar/shipping-notice";

export const shippingNoticeMessages = byLocale<Translation<typeof en.shippingNoticeMessages>>({
  en: en.shippingNoticeMessages,
  ar: ar.shippingNoticeMessages,
});

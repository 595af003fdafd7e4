import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/shipping";
import * as ar from "./ar/shipping";

export const shippingCopy = byLocale<Translation<typeof en.shippingCopy>>({ en: en.shippingCopy, ar: ar.shippingCopy });

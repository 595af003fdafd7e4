import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/cart";
import * as ar from "./ar/cart";

export const cartMessages = byLocale<Translation<typeof en.cartMessages>>({ en: en.cartMessages, ar: ar.cartMessages });

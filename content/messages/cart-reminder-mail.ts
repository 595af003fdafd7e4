import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/cart-reminder-mail";
import * as ar from "./ar/cart-reminder-mail";

export const cartReminderMailMessages = byLocale<Translation<typeof en.cartReminderMailMessages>>({
  en: en.cartReminderMailMessages,
  ar: ar.cartReminderMailMessages,
});

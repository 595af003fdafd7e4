import { formatMoney } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

/**
 * 'AED 99.00' in English: the code before the amount with a plain space, because AED is the only symbol the shop
 * shows and texts such as 'Save AED 43.00' are matched literally in e-mails and tests. In Arabic, '99.00 د.إ.‏'.
 */
export function formatPrice(amount: number, currency = "AED", locale: Locale = "en"): string {
  return formatMoney(amount, currency, { locale });
}

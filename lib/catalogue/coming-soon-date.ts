import type { Locale } from "@/lib/i18n/locales";
import { formatShopDate } from "@/lib/i18n/format";

/** The owner's "available from" day as /admin/catalogue stores it: an ISO calendar day (2027-03-15). */
export const comingSoonDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day in the ISO form (no 2027-02-30). */
export function isComingSoonDay(value: string): boolean {
  if (!comingSoonDayPattern.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * The day a coming-soon product is available from, written in the page's language ("15 March 2027", "١٥ مارس
 * ٢٠٢٧"); null for none. A free-text date saved before the field took days only is shown as typed on English pages
 * and left out of Arabic ones, which it would put in English.
 */
export function comingSoonDayIn(stored: string | null, locale: Locale): string | null {
  if (!stored) return null;
  // Noon in the Gulf: the same calendar day whatever the formatter's zone rules.
  if (isComingSoonDay(stored)) return formatShopDate(new Date(`${stored}T12:00:00+04:00`), { locale, style: "medium" });
  return locale === "en" ? stored : null;
}

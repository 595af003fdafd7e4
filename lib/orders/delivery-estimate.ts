import { policies } from "@/content/policies";
import { formatShopDate as formatDateInLocale, SHOP_TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

export { SHOP_TIME_ZONE };
const DAY_MS = 24 * 60 * 60 * 1000;

export function estimateDeliveryDate(orderedAt: Date): Date {
  return new Date(orderedAt.getTime() + policies.shipping.estimatedDeliveryDays * DAY_MS);
}

/** e.g. "Wednesday, 4 March 2026" / "الأربعاء، 4 مارس 2026", in Gulf time. */
export function formatShopDate(date: Date, locale: Locale = "en"): string {
  return formatDateInLocale(date, { locale });
}

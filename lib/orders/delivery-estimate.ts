import { estimateDelivery } from "@/content/shop-promises";
import { formatShopDate as formatDateInLocale, SHOP_TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

export { SHOP_TIME_ZONE };

/** The day the shipping page's promise gives (next day, 2:00 PM GST cut-off, weekend orders on Sunday). */
export function estimateDeliveryDate(orderedAt: Date): Date {
  return estimateDelivery(orderedAt).deliveredOn;
}

/** e.g. "Wednesday, 4 March 2026" / "الأربعاء، 4 مارس 2026", in Gulf time. */
export function formatShopDate(date: Date, locale: Locale = "en"): string {
  return formatDateInLocale(date, { locale });
}

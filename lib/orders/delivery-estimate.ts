import { policies } from "@/content/policies";

/** The shop ships from the UAE, so dates are shown in Gulf Standard Time. */
export const SHOP_TIME_ZONE = "Asia/Dubai";
const DAY_MS = 24 * 60 * 60 * 1000;

export function estimateDeliveryDate(orderedAt: Date): Date {
  return new Date(orderedAt.getTime() + policies.shipping.estimatedDeliveryDays * DAY_MS);
}

/** e.g. "Wednesday, 4 March 2026". */
export function formatShopDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }).format(date);
}

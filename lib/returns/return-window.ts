import { policies } from "@/content/policies";
import { SHOP_TIME_ZONE } from "@/lib/i18n/format";

const dayOf = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);

/** Whole calendar days in Dubai between two instants: delivered today is 0, yesterday 1. */
function gulfDaysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(`${dayOf(to)}T00:00:00Z`) - Date.parse(`${dayOf(from)}T00:00:00Z`)) / 86_400_000);
}

/**
 * The promise counts calendar days in Dubai from the recorded delivery: delivered on the 1st with a 7-day window, a
 * request is taken up to the end of the 8th. Counting days (not 24-hour periods) keeps it the same whatever hour the
 * delivery was recorded (a cash collection is stored at its day's noon).
 */
export function isInsideReturnWindow(deliveredAt: Date, now: Date, windowDays = policies.returns.windowDays): boolean {
  const days = gulfDaysBetween(deliveredAt, now);
  return days >= 0 && days <= windowDays;
}

/** The last Dubai day a return can be asked for, YYYY-MM-DD. */
export function lastReturnDay(deliveredAt: Date, windowDays = policies.returns.windowDays): string {
  return dayOf(new Date(Date.parse(`${dayOf(deliveredAt)}T12:00:00+04:00`) + windowDays * 86_400_000));
}

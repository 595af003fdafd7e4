import { shopToday } from "@/lib/validations/cod-lifecycle";

/** The Gulf-time hour from which the summary of the day before is sent (the owner's morning). */
export const SUMMARY_HOUR = 8;

/** The shop's calendar day (YYYY-MM-DD, Dubai) before the one `now` falls in. */
export function shopYesterday(now: Date): string {
  // Noon of today minus a day lands inside yesterday whatever the hour; the UAE has no daylight saving.
  const todayNoon = new Date(`${shopToday(now)}T12:00:00+04:00`);
  return shopToday(new Date(todayNoon.getTime() - 86_400_000));
}

/**
 * Which day's summary is due at `now`: yesterday's once the Gulf morning has begun, and null before it or when that
 * day's summary was already sent (`lastSentDay`). Which instance sends it is settled by the outbox's unique key.
 */
export function summaryDayDue(now: Date, lastSentDay: string | null, hour = SUMMARY_HOUR): string | null {
  const gulfHour = (now.getUTCHours() + 4) % 24;
  if (gulfHour < hour) return null;
  const day = shopYesterday(now);
  return day === lastSentDay ? null : day;
}

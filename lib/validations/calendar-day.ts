/**
 * Whether `day` (YYYY-MM-DD) names a real calendar day. `Date.parse("2026-02-30")` rolls it over to 2 March, so the
 * parts are checked against the date they make: February 30th, month 13 and day 00 are refused, 29 February only in a
 * leap year.
 */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const made = new Date(Date.UTC(year, month - 1, date));
  return made.getUTCFullYear() === year && made.getUTCMonth() === month - 1 && made.getUTCDate() === date;
}

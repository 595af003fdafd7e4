import { shopToday } from "@/lib/validations/cod-lifecycle";

export const chartRanges = [30, 90] as const;
export type ChartRange = (typeof chartRanges)[number];

/** Midnight of a Dubai calendar day (the UAE keeps +04:00 all year, no daylight saving). */
export const startOfShopDay = (day: string) => new Date(`${day}T00:00:00+04:00`);

/** The calendar days (YYYY-MM-DD, Dubai) of the chart, oldest first, ending today. */
export function chartDays(range: ChartRange, now = new Date()): string[] {
  const today = startOfShopDay(shopToday(now));
  return Array.from({ length: range }, (_, index) =>
    shopToday(new Date(today.getTime() + (index - range + 1) * 86_400_000 + 12 * 3_600_000)),
  );
}

/** The instants the dashboard counts from: today, this month and the chart's first day, all in Dubai time. */
export function dashboardPeriod(range: ChartRange, now = new Date()) {
  const today = shopToday(now);
  const days = chartDays(range, now);
  return {
    today,
    todayStart: startOfShopDay(today),
    monthStart: startOfShopDay(`${today.slice(0, 7)}-01`),
    days,
    chartStart: startOfShopDay(days[0]!),
  };
}

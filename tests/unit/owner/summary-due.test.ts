import { shopYesterday, summaryDayDue } from "@/lib/owner/summary-due";

describe("when the owner's daily summary is due", () => {
  test.each([
    // [instant (UTC), the day already sent, the day due]
    ["2026-12-03T03:59:00Z", null, null], // 07:59 in Dubai: the owner's morning has not begun
    ["2026-12-03T04:00:00Z", null, "2026-12-02"], // 08:00 in Dubai: yesterday's summary
    ["2026-12-03T04:00:00Z", "2026-12-02", null], // already sent today
    ["2026-12-03T19:59:00Z", "2026-12-01", "2026-12-02"], // 23:59 in Dubai, still the 3rd there
    ["2026-12-03T20:30:00Z", "2026-12-02", null], // 00:30 on the 4th in Dubai: before the morning again
    ["2027-01-01T05:00:00Z", null, "2026-12-31"], // across a year's end
    ["2028-03-01T06:00:00Z", null, "2028-02-29"], // a leap day
  ])("at %s with %s sent: %s", (instant, sent, due) => {
    expect(summaryDayDue(new Date(instant), sent)).toBe(due);
  });

  test("yesterday is the Gulf calendar's, not UTC's", () => {
    // 22:00 UTC on the 2nd is 02:00 on the 3rd in Dubai.
    expect(shopYesterday(new Date("2026-12-02T22:00:00Z"))).toBe("2026-12-02");
    expect(shopYesterday(new Date("2026-12-02T19:00:00Z"))).toBe("2026-12-01");
  });
});

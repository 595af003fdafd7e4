/** A moment as the owner reads it in the back office: Gulf time, e.g. "3 Dec 2026, 14:05". */
const gulfMinute = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Dubai",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export const formatAdminDate = (at: Date) => gulfMinute.format(at);

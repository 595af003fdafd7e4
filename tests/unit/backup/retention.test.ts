import { backupsToKeep, type DatedBackup } from "@/lib/backup/retention";

/** One backup a day at 02:30 UTC for `days` days, ending on `last` (newest first in the answer's order). */
function nightly(days: number, last = "2026-12-03"): DatedBackup[] {
  const end = Date.parse(`${last}T02:30:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const takenAt = new Date(end - index * 86_400_000);
    return { name: takenAt.toISOString().slice(0, 10), takenAt };
  });
}
const kept = (backups: DatedBackup[], policy?: Parameters<typeof backupsToKeep>[1]) =>
  [...backupsToKeep(backups, policy)].sort().reverse();

describe("retention: 7 daily, 4 weekly, 12 monthly", () => {
  test("a year and a half of nightly backups keeps the last 7 days, the last 4 weeks' and the last 12 months' newest", () => {
    // 2026-12-03 is a Thursday; ISO weeks start on Monday.
    expect(kept(nightly(540))).toEqual([
      ...["2026-12-03", "2026-12-02", "2026-12-01", "2026-11-30", "2026-11-29", "2026-11-28", "2026-11-27"],
      ...["2026-11-22", "2026-11-15"],
      ...["2026-10-31", "2026-09-30", "2026-08-31", "2026-07-31", "2026-06-30", "2026-05-31", "2026-04-30"],
      ...["2026-03-31", "2026-02-28", "2026-01-31"],
    ]);
  });

  test.each([
    ["no backups", [], []],
    ["one backup", nightly(1), ["2026-12-03"]],
    ["three days", nightly(3), ["2026-12-03", "2026-12-02", "2026-12-01"]],
  ])("%s: nothing young is removed", (_, backups, expected) => {
    expect(kept(backups)).toEqual(expected);
  });

  test("several backups on one day keep only that day's newest, and the newest backup always stays", () => {
    const day = (time: string) => ({ name: time, takenAt: new Date(`2026-12-03T${time}Z`) });
    const backups = [day("01:00:00"), day("13:00:00"), day("23:59:59")];
    expect(kept(backups)).toEqual(["23:59:59"]);
    expect(kept(backups, { daily: 0, weekly: 0, monthly: 0 })).toEqual(["23:59:59"]);
  });

  test("weeks are ISO weeks: a Sunday and the Monday after it are different weeks, across a new year too", () => {
    const at = (date: string) => ({ name: date, takenAt: new Date(`${date}T02:30:00Z`) });
    // 2027-01-03 is a Sunday (ISO week 2026-W53), 2027-01-04 a Monday (2027-W01).
    expect(kept([at("2027-01-04"), at("2027-01-03"), at("2027-01-02")], { daily: 0, weekly: 4, monthly: 0 })).toEqual([
      "2027-01-04",
      "2027-01-03",
    ]);
  });
});

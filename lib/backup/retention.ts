// Which backups to keep: the newest of each of the last 7 days, 4 weeks and 12 months that have one (the
// grandfather-father-son scheme restic and borg call keep-daily/weekly/monthly). Days, weeks and months are UTC.

export type RetentionPolicy = { daily: number; weekly: number; monthly: number };

export const defaultRetention: RetentionPolicy = { daily: 7, weekly: 4, monthly: 12 };

export type DatedBackup = { name: string; takenAt: Date };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The ISO week (weeks start on Monday and belong to the year of their Thursday). */
function isoWeekOf(date: Date): string {
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The names of the backups the policy keeps; the newest backup is always kept. */
export function backupsToKeep(backups: DatedBackup[], policy: RetentionPolicy = defaultRetention): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<string>();
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  for (const [count, bucketOf] of [
    [policy.daily, dayOf],
    [policy.weekly, isoWeekOf],
    [policy.monthly, monthOf],
  ] as const) {
    const buckets = new Set<string>();
    for (const backup of newestFirst) {
      const bucket = bucketOf(backup.takenAt);
      if (buckets.has(bucket)) continue;
      if (buckets.size === count) break;
      buckets.add(bucket);
      keep.add(backup.name);
    }
  }
  return keep;
}

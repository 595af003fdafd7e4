import "server-only";

import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { enqueueDailySummary } from "./daily-summary";
import { enqueueOutboxAlerts } from "./outbox-alerts";
import { ownerNoticeAddress } from "./owner-address";
import { summaryDayDue } from "./summary-due";
import { logError } from "@/lib/observability/json-log";

/** How often each server process checks whether the summary is due and the outbox needs the owner. */
export const OWNER_MAIL_SWEEP_INTERVAL_MS = 5 * 60_000;

const globalForSweep = globalThis as typeof globalThis & {
  matchaGlowOwnerMailSweep?: NodeJS.Timeout;
  matchaGlowSummarySentDay?: string | null;
};

/** One pass: the summary when due (once a day, whichever instance is first), then the outbox's alerts. */
export async function runOwnerMailSweep(now = new Date()): Promise<void> {
  const db = await getDb();
  const ids: string[] = [];
  const day = summaryDayDue(now, globalForSweep.matchaGlowSummarySentDay ?? null);
  if (day) {
    const id = await enqueueDailySummary(db, now);
    if (id) ids.push(id);
    // Written now or by another instance before: either way this process need not build it again today.
    globalForSweep.matchaGlowSummarySentDay = day;
  }
  ids.push(...(await enqueueOutboxAlerts(db, now)));
  if (ids.length > 0) await flushOutbox(db, ids);
}

/**
 * Started by instrumentation.ts, like the outbox sweep: shortly after start, then every five minutes, on an unref'd
 * timer that never keeps a process alive. Without SHOP_OWNER_EMAIL there is nobody to tell, so it never starts.
 */
export function startOwnerMailSweep(): void {
  if (globalForSweep.matchaGlowOwnerMailSweep || !ownerNoticeAddress()) return;
  const sweep = () => runOwnerMailSweep().catch((error: unknown) => logError("[owner-mail] sweep failed", error));
  setTimeout(() => void sweep(), 30_000).unref();
  globalForSweep.matchaGlowOwnerMailSweep = setInterval(() => void sweep(), OWNER_MAIL_SWEEP_INTERVAL_MS);
  globalForSweep.matchaGlowOwnerMailSweep.unref();
  process.once("SIGTERM", stopOwnerMailSweep);
}

export function stopOwnerMailSweep(): void {
  clearInterval(globalForSweep.matchaGlowOwnerMailSweep);
  globalForSweep.matchaGlowOwnerMailSweep = undefined;
}

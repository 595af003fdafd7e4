import "server-only";

import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { logError } from "@/lib/observability/json-log";
import { enqueueDueCartReminders } from "./send-due-reminders";

/** Minutes late at most: a reminder after 4 h 10 min reads the same as one after 4 h. */
export const CART_REMINDER_SWEEP_INTERVAL_MS = 10 * 60_000;

const globalForSweep = globalThis as typeof globalThis & { matchaGlowCartReminderSweep?: NodeJS.Timeout };

export async function runCartReminderSweep(now = new Date()): Promise<number> {
  const db = await getDb();
  const ids = await enqueueDueCartReminders(db, now);
  if (ids.length > 0) await flushOutbox(db, ids);
  return ids.length;
}

/**
 * Started by instrumentation.ts like the owner-mail sweep: every ten minutes on an unref'd timer. Every instance may
 * run it; a cart's reminder row is written once (send-due-reminders.ts).
 */
export function startCartReminderSweep(): void {
  if (globalForSweep.matchaGlowCartReminderSweep) return;
  const sweep = () =>
    runCartReminderSweep().catch((error: unknown) => logError("[cart-reminders] sweep failed", error));
  globalForSweep.matchaGlowCartReminderSweep = setInterval(() => void sweep(), CART_REMINDER_SWEEP_INTERVAL_MS);
  globalForSweep.matchaGlowCartReminderSweep.unref();
  process.once("SIGTERM", () => clearInterval(globalForSweep.matchaGlowCartReminderSweep));
}

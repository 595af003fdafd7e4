import "server-only";

import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { flushOutbox, getMailTransport } from "./index";
import { releaseClaimsMadeBefore } from "./outbox";
import { logError } from "@/lib/observability/json-log";

/** How often each server process looks for mail whose retry is due. */
export const OUTBOX_SWEEP_INTERVAL_MS = 60_000;

const globalForSweep = globalThis as typeof globalThis & { matchaGlowOutboxSweep?: NodeJS.Timeout };

/**
 * Retries mail that could not be delivered when it was sent (SMTP down): once shortly after the server starts, then
 * every minute. The outbox's own back-off decides what is due, and its row claims keep two instances from sending one
 * message twice. Without SMTP_URL there is nothing to deliver to, so the database is not even opened.
 */
export function startOutboxSweep(): void {
  if (globalForSweep.matchaGlowOutboxSweep || !getMailTransport()) return;
  const startedAt = new Date();
  const sweep = async ({ first = false } = {}) => {
    try {
      const db = await getDb();
      // The embedded database has one process: a claim older than this one was left by a run that died mid-send.
      if (first && !env.DATABASE_URL) await releaseClaimsMadeBefore(db, startedAt);
      await flushOutbox(db);
    } catch (error) {
      logError("[mail] outbox sweep could not open the database", error);
    }
  };
  setTimeout(() => void sweep({ first: true }), 5_000).unref();
  globalForSweep.matchaGlowOutboxSweep = setInterval(() => void sweep(), OUTBOX_SWEEP_INTERVAL_MS);
  // The sweep never keeps a process alive that is otherwise done (tests, a server shutting down).
  globalForSweep.matchaGlowOutboxSweep.unref();
  // server.ts finishes the requests in flight on SIGTERM; no new sweep starts meanwhile.
  process.once("SIGTERM", stopOutboxSweep);
}

/** Stops the sweep (graceful shutdown): a process that is draining starts no new deliveries. */
export function stopOutboxSweep(): void {
  clearInterval(globalForSweep.matchaGlowOutboxSweep);
  globalForSweep.matchaGlowOutboxSweep = undefined;
}

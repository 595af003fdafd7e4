import "server-only";

import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { getPhoneVerifier } from "@/lib/messaging";
import { logError } from "@/lib/observability/json-log";
import { cancelUnconfirmedOrders } from "./cancel-unconfirmed";

export const UNCONFIRMED_SWEEP_INTERVAL_MS = 10 * 60_000;

const globalForSweep = globalThis as typeof globalThis & { matchaGlowUnconfirmedSweep?: NodeJS.Timeout };

/**
 * Started by instrumentation.ts; only in a shop with a messaging provider, since without one no shopper could have
 * confirmed and the owner's call is the confirmation. Every instance may run it (cancel-unconfirmed.ts).
 */
export function startUnconfirmedOrderSweep(): void {
  if (globalForSweep.matchaGlowUnconfirmedSweep || !getPhoneVerifier()) return;
  const sweep = async () => {
    try {
      const db = await getDb();
      const mailIds = await cancelUnconfirmedOrders(db);
      if (mailIds.length > 0) await flushOutbox(db, mailIds);
    } catch (error) {
      logError("[orders] unconfirmed-order sweep failed", error);
    }
  };
  globalForSweep.matchaGlowUnconfirmedSweep = setInterval(() => void sweep(), UNCONFIRMED_SWEEP_INTERVAL_MS);
  globalForSweep.matchaGlowUnconfirmedSweep.unref();
  process.once("SIGTERM", () => clearInterval(globalForSweep.matchaGlowUnconfirmedSweep));
}

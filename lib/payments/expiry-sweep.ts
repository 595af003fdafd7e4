import "server-only";

import { randomBytes, timingSafeEqual } from "node:crypto";

import { getDb } from "@/lib/db";
import { ownOrigin } from "@/lib/http/own-origin";
import { offersOnlinePayment } from "./index";
import { expireOverdueOrders } from "./expire-unpaid-orders";
import { logError } from "@/lib/observability/json-log";

// On globalThis: the timer (started from instrumentation) and the route live in separately bundled copies.
const globalForSweep = globalThis as typeof globalThis & {
  matchaGlowPaymentSweep?: NodeJS.Timeout;
  matchaGlowSweepKey?: Buffer;
};
export const PAYMENT_EXPIRY_SWEEP_MS = 60_000;
export const SWEEP_KEY_HEADER = "x-payment-sweep-key";

/** A key made per process: only this process's own timer can ask its server to sweep. */
function sweepKey(): Buffer {
  globalForSweep.matchaGlowSweepKey ??= randomBytes(32);
  return globalForSweep.matchaGlowSweepKey;
}

export function isOwnSweepRequest(header: string | null): boolean {
  const key = sweepKey().toString("base64url");
  if (!header || header.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(key));
}

/**
 * Expires overdue orders through the server's own route (app/api/payments/expire), because only inside a request
 * can the pages showing their returned stock be refreshed. Without a known address (`next dev`) the orders expire
 * here, and the pages follow at the catalogue cache's next refresh.
 */
async function sweepOnce(): Promise<number> {
  const origin = ownOrigin();
  if (!origin) return expireOverdueOrders(await getDb());
  const response = await fetch(new URL("/api/payments/expire", origin), {
    method: "POST",
    headers: { [SWEEP_KEY_HEADER]: sweepKey().toString("base64url") },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`the expiry route answered ${response.status}`);
  const { expired } = (await response.json()) as { expired: number };
  return expired;
}

/**
 * Once a minute, orders whose time to pay ran out give their stock back (policies.onlinePayment). Only in a shop
 * with a payment gateway; two instances sweeping at once expire each order once (the order row is locked).
 */
export function startPaymentExpirySweep(): void {
  if (globalForSweep.matchaGlowPaymentSweep || !offersOnlinePayment()) return;
  const sweep = async () => {
    try {
      const expired = await sweepOnce();
      if (expired > 0) console.log(`[payments] ${expired} unpaid order(s) expired, their stock returned`);
    } catch (error) {
      logError("[payments] expiry sweep failed", error);
    }
  };
  globalForSweep.matchaGlowPaymentSweep = setInterval(() => void sweep(), PAYMENT_EXPIRY_SWEEP_MS);
  globalForSweep.matchaGlowPaymentSweep.unref();
}

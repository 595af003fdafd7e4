import "server-only";

import { getDb } from "@/lib/db";
import { offersOnlinePayment } from "./index";
import { expireOverdueOrders } from "./expire-unpaid-orders";

const globalForSweep = globalThis as typeof globalThis & { matchaGlowPaymentSweep?: NodeJS.Timeout };
export const PAYMENT_EXPIRY_SWEEP_MS = 60_000;

/**
 * Once a minute, orders whose time to pay ran out give their stock back (policies.onlinePayment). Only in a shop
 * with a payment gateway; two instances sweeping at once expire each order once (the order row is locked).
 */
export function startPaymentExpirySweep(): void {
  if (globalForSweep.matchaGlowPaymentSweep || !offersOnlinePayment()) return;
  const sweep = async () => {
    try {
      const expired = await expireOverdueOrders(await getDb());
      if (expired > 0) console.log(`[payments] ${expired} unpaid order(s) expired, their stock returned`);
    } catch (error) {
      console.error("[payments] expiry sweep failed", error);
    }
  };
  globalForSweep.matchaGlowPaymentSweep = setInterval(() => void sweep(), PAYMENT_EXPIRY_SWEEP_MS);
  globalForSweep.matchaGlowPaymentSweep.unref();
}

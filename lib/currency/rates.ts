import "server-only";

import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { createExchangeRates, type ExchangeRates } from "./exchange-rates";

/** Each source gets this long; a hung CDN must not hold a refresh open. */
const SOURCE_TIMEOUT_MS = 5_000;

const globalForRates = globalThis as typeof globalThis & { matchaGlowRates?: ExchangeRates };

/** The process's one rate cache, so the single-flight refresh holds across route modules. */
export function getExchangeRates(): ExchangeRates {
  globalForRates.matchaGlowRates ??= createExchangeRates({
    getDb,
    sources: [env.EXCHANGE_RATES_PRIMARY_URL, env.EXCHANGE_RATES_FALLBACK_URL],
    timeoutMs: SOURCE_TIMEOUT_MS,
  });
  return globalForRates.matchaGlowRates;
}

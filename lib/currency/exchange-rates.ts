import "server-only";

import type { Db } from "@/lib/db";
import { aedOnlyPayload, toRatesPayload, type RatesPayload } from "./rates-payload";
import { fetchAedRates } from "./rate-sources";
import { readStoredRates, saveRates } from "./rates-store";
import { logError } from "@/lib/observability/json-log";

/** Specification section 9: rates are cached for one hour. */
export const RATES_MAX_AGE_MS = 3_600_000;
/** After both sources failed, wait this long before asking them again, so an outage is not hammered per request. */
export const RETRY_AFTER_FAILURE_MS = 5 * 60_000;

export type ExchangeRatesOptions = {
  getDb: () => Promise<Db>;
  sources: readonly string[];
  timeoutMs: number;
  maxAgeMs?: number;
  retryAfterFailureMs?: number;
  now?: () => number;
};

export type ExchangeRates = {
  /** The stored table at once (or AED only), starting a background refresh when it is missing or stale. */
  current(): Promise<RatesPayload>;
  /** The refresh under way, if any; tests and shutdown hooks await it. */
  pending(): Promise<void> | undefined;
};

/**
 * Stale-while-revalidate over the `exchange_rates` table: nobody ever waits on a rate source, at most one fetch runs
 * per process at a time, and a failed fetch leaves the last good table in place.
 */
export function createExchangeRates(options: ExchangeRatesOptions): ExchangeRates {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? RATES_MAX_AGE_MS;
  const retryAfterFailureMs = options.retryAfterFailureMs ?? RETRY_AFTER_FAILURE_MS;
  let inFlight: Promise<void> | undefined;
  let lastFailureAt = -Infinity;

  async function refresh(): Promise<void> {
    const fetched = await fetchAedRates(options.sources, options.timeoutMs);
    if (!fetched) {
      lastFailureAt = now();
      return;
    }
    await saveRates(await options.getDb(), fetched, new Date(now()));
  }

  function refreshInBackground() {
    if (inFlight || now() - lastFailureAt < retryAfterFailureMs) return;
    inFlight = refresh()
      .catch((error: unknown) => {
        lastFailureAt = now();
        logError("[currency] could not store exchange rates", error);
      })
      .finally(() => {
        inFlight = undefined;
      });
  }

  return {
    async current() {
      let stored;
      try {
        stored = await readStoredRates(await options.getDb());
      } catch (error) {
        logError("[currency] could not read stored exchange rates", error);
        return aedOnlyPayload;
      }
      if (!stored || now() - stored.fetchedAt.getTime() > maxAgeMs) refreshInBackground();
      return stored ? toRatesPayload(stored.rates, stored.fetchedAt) : aedOnlyPayload;
    },
    pending: () => inFlight,
  };
}

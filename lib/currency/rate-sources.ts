import "server-only";

import { z } from "zod";
import { logWarning } from "@/lib/observability/json-log";

/** AED to each currency, keyed by upper-case code; AED itself is always 1. */
export type RateTable = Record<string, number>;

export type FetchedRates = { rates: RateTable; source: string };

/**
 * The public files answer `{ "date": "...", "aed": { "sar": 1.02, ... } }`. Only the `aed` object must be there;
 * inside it any entry that is not a finite positive number is dropped, not fatal (specification section 5).
 */
const rateResponseSchema = z.object({ aed: z.record(z.string(), z.unknown()) });

const positiveRate = z.number().finite().positive();

export function readRateResponse(body: unknown): RateTable | null {
  const parsed = rateResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const rates: RateTable = {};
  for (const [code, value] of Object.entries(parsed.data.aed)) {
    if (/^[a-z]{3}$/i.test(code) && positiveRate.safeParse(value).success) rates[code.toUpperCase()] = value as number;
  }
  rates.AED = 1;
  // A table with nothing but AED in it is no better than having none.
  return Object.keys(rates).length > 1 ? rates : null;
}

async function fetchOne(url: string, timeoutMs: number): Promise<RateTable> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    cache: "no-store",
    headers: { accept: "application/json" },
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  const rates = readRateResponse(await response.json());
  if (!rates) throw new Error("no usable rates under the aed key");
  return rates;
}

/** Tries each source in order; null when none gave a usable table. Never throws. */
export async function fetchAedRates(sources: readonly string[], timeoutMs: number): Promise<FetchedRates | null> {
  for (const source of sources) {
    try {
      return { rates: await fetchOne(source, timeoutMs), source };
    } catch (error) {
      logWarning(`[currency] rate source ${new URL(source).host} failed`, { error });
    }
  }
  return null;
}

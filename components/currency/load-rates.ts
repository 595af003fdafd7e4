import { readRatesPayload, type RatesPayload } from "@/lib/currency/rates-payload";
import { parseSupportedCurrency, type CurrencyCode } from "@/lib/currency/currencies";

// Browser storage keys from specification section 3; the table is kept for the hour the server keeps it.
const ratesKey = "exchange-rates";
const timestampKey = "exchange-rates-timestamp";
const maxAgeMs = 3_600_000;

function readStoredRates(now: number): RatesPayload | null {
  try {
    const timestamp = Number(localStorage.getItem(timestampKey));
    if (!Number.isFinite(timestamp) || now - timestamp > maxAgeMs || timestamp > now) return null;
    return readRatesPayload(JSON.parse(localStorage.getItem(ratesKey) ?? "null"));
  } catch {
    return null;
  }
}

function storeRates(payload: RatesPayload, now: number) {
  try {
    localStorage.setItem(ratesKey, JSON.stringify(payload));
    localStorage.setItem(timestampKey, String(now));
  } catch {
    // Storage may be full or blocked; the rates are fetched again next time.
  }
}

/**
 * The rates payload from this browser's copy when under an hour old, else from GET /api/rates; null on failure.
 * `fresh` skips the browser's HTTP cache, which keeps an AED-only answer for half a minute.
 */
export async function loadRates({ fresh = false }: { fresh?: boolean } = {}): Promise<RatesPayload | null> {
  const now = Date.now();
  const stored = readStoredRates(now);
  if (stored) return stored;
  try {
    const response = await (fresh ? fetch("/api/rates", { cache: "no-store" }) : fetch("/api/rates"));
    if (!response.ok) return null;
    const payload = readRatesPayload(await response.json());
    // An AED-only answer means the server has no table yet: not worth keeping for an hour.
    if (payload?.fetchedAt) storeRates(payload, now);
    return payload;
  } catch {
    return null;
  }
}

/** The display currency for the shopper's country (from the edge's geo headers); AED when unknown. */
export async function detectCurrency(): Promise<CurrencyCode> {
  try {
    const response = await fetch("/api/currency");
    if (!response.ok) return "AED";
    const body = (await response.json()) as { currency?: unknown };
    return parseSupportedCurrency(body.currency) ?? "AED";
  } catch {
    return "AED";
  }
}

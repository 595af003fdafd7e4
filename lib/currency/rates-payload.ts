import { supportedCurrencies, type CurrencyCode } from "./currencies";

/** What GET /api/rates sends: AED to each supported currency, identical for every shopper. */
export type RatesPayload = { base: "AED"; rates: Partial<Record<CurrencyCode, number>>; fetchedAt: string | null };

/** Only the AED rate, for when no table has ever been fetched: every price then stays in AED. */
export const aedOnlyPayload: RatesPayload = { base: "AED", rates: { AED: 1 }, fetchedAt: null };

/** The supported currencies' finite positive rates, so the payload stays a few hundred bytes. */
function pickSupported(table: Record<string, unknown>): RatesPayload["rates"] {
  const picked: RatesPayload["rates"] = { AED: 1 };
  for (const code of supportedCurrencies) {
    const rate = table[code];
    if (typeof rate === "number" && Number.isFinite(rate) && rate > 0) picked[code] = rate;
  }
  return picked;
}

export function toRatesPayload(rates: Record<string, number>, fetchedAt: Date | null): RatesPayload {
  return { base: "AED", rates: pickSupported(rates), fetchedAt: fetchedAt?.toISOString() ?? null };
}

/**
 * Read in the browser without zod (it would outweigh the feature's own code): anything unexpected counts as
 * "no rates", which keeps prices in AED.
 */
export function readRatesPayload(body: unknown): RatesPayload | null {
  if (typeof body !== "object" || body === null) return null;
  const { base, rates, fetchedAt } = body as Record<string, unknown>;
  if (base !== "AED" || typeof rates !== "object" || rates === null) return null;
  return {
    base: "AED",
    rates: pickSupported(rates as Record<string, unknown>),
    fetchedAt: typeof fetchedAt === "string" ? fetchedAt : null,
  };
}

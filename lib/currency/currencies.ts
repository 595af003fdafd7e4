import { z } from "zod";

/** AED first (the shop's own), then the other GCC currencies, then the major ones shoppers ask for. */
export const supportedCurrencies = ["AED", "SAR", "KWD", "QAR", "BHD", "OMR", "USD", "EUR", "GBP", "JPY", "KRW"] as const;

export const currencyCodeSchema = z.enum(supportedCurrencies);

export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** Prices are set, charged and stored in AED; every other currency is an approximate conversion for display. */
export const BASE_CURRENCY: CurrencyCode = "AED";

/** A saved or detected currency is applied only when the shop supports it (specification section 5). */
export function parseSupportedCurrency(value: unknown): CurrencyCode | null {
  const parsed = currencyCodeSchema.safeParse(typeof value === "string" ? value.trim().toUpperCase() : value);
  return parsed.success ? parsed.data : null;
}

/** AED first (the shop's own), then the other GCC currencies, then the major ones shoppers ask for. */
export const supportedCurrencies = ["AED", "SAR", "KWD", "QAR", "BHD", "OMR", "USD", "EUR", "GBP", "JPY", "KRW"] as const;

export type CurrencyCode = (typeof supportedCurrencies)[number];

/** Prices are set, charged and stored in AED; every other currency is an approximate conversion for display. */
export const BASE_CURRENCY = "AED" satisfies CurrencyCode;

/**
 * A saved or detected currency is applied only when the shop supports it (specification section 5). Plain code
 * rather than zod on purpose: the browser runs it, and zod would outweigh the whole currency feature there.
 */
export function parseSupportedCurrency(value: unknown): CurrencyCode | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return (supportedCurrencies as readonly string[]).includes(code) ? (code as CurrencyCode) : null;
}

/** AED first (the shop's own), then the other GCC currencies, then the major ones shoppers ask for. */
export const supportedCurrencies = [
  "AED",
  "SAR",
  "KWD",
  "QAR",
  "BHD",
  "OMR",
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "KRW",
] as const;

export type CurrencyCode = (typeof supportedCurrencies)[number];

/**
 * Digits after the decimal point (ISO 4217, as Intl has them): three for the dinars and the rial, none for yen and won.
 */
export const currencyMinorUnits: Record<CurrencyCode, number> = {
  AED: 2,
  SAR: 2,
  KWD: 3,
  QAR: 2,
  BHD: 3,
  OMR: 3,
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  KRW: 0,
};

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

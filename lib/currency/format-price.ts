const zeroDecimalCurrencies = new Set(["JPY", "KRW"]);

/** Formats an amount as the shop shows prices: 'AED 99.00'; currencies without minor units get 0 decimals. */
export function formatPrice(amount: number, currency = "AED"): string {
  const digits = zeroDecimalCurrencies.has(currency) ? 0 : 2;
  return new Intl.NumberFormat("en-AE", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** Currencies whose prices are shown without minor units. */
const zeroDecimalCurrencies = new Set(["JPY", "KRW"]);

/** 'AED 99.00': the code before the amount, because AED is the only symbol the shop shows. */
export function formatPrice(amount: number, currency = "AED"): string {
  const code = currency.toUpperCase();
  const digits = zeroDecimalCurrencies.has(code) ? 0 : 2;
  const number = amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${code} ${number}`;
}

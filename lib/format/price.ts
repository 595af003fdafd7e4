const formatters = new Map<string, Intl.NumberFormat>();

/** 'AED 99.00': the shop always names the currency by code and shows two decimals (JPY and KRW none). */
export function formatPrice(amount: number, currency = "AED"): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const digits = currency === "JPY" || currency === "KRW" ? 0 : 2;
    formatter = new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(currency, formatter);
  }
  return `${currency} ${formatter.format(amount)}`;
}

/** "AED 99.00": the shop shows amounts with their currency code and two decimals. */
export function formatMoney(amount: number, currencyCode: string): string {
  return `${currencyCode} ${amount.toFixed(2)}`;
}

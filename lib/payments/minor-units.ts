/**
 * Both gateways count AED in minor units with two decimals (ISO 4217 exponent 2), the same integer fils the shop
 * keeps: no conversion, but the currency must be AED. Whatever display currency the shopper chose, AED is charged.
 */
export function matchesOrderAmount(
  order: { totalFils: number; currency: string },
  paid: { amountMinor: number; currency: string },
): boolean {
  return (
    order.currency.toUpperCase() === "AED" &&
    paid.currency.toUpperCase() === "AED" &&
    Number.isSafeInteger(paid.amountMinor) &&
    paid.amountMinor === order.totalFils
  );
}

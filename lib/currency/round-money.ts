/** Rounds to whole fils (2 decimals) so sums of prices never drift. Dependency-free: client code uses it too. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

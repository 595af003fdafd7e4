/**
 * UAE VAT on VAT-inclusive prices, in integer fils (1 AED = 100 fils). Cabinet Decision 52 of 2017 has a
 * registered shop show consumer prices with VAT included, so the shop never adds VAT on top: it works out the
 * part of each gross amount that is VAT. The FTA asks for rounding per line to the fils, so every line (goods,
 * shipping) is rounded on its own and the order's VAT is the sum of its lines, never a rounding of the total.
 * Dependency-free: the cart, the checkout, invoices and e-mails all read the same figures.
 */

/** AED as the catalogue and the orders table hold it (two decimals) to integer fils, exactly. */
export function toFils(amountAed: number): number {
  return Math.round(amountAed * 100);
}

/** Integer fils back to AED with two decimals, for the columns and formatters that still take AED. */
export function fromFils(fils: number): number {
  return fils / 100;
}

/** The VAT inside a VAT-inclusive amount: gross × rate / (100 + rate), rounded half up to the fils, in integers. */
export function vatIncludedIn(grossFils: number, ratePercent: number): number {
  if (!Number.isInteger(grossFils) || !Number.isInteger(ratePercent))
    throw new TypeError("VAT is computed on integer fils and a whole-percent rate");
  if (grossFils <= 0 || ratePercent <= 0) return 0;
  const divisor = 100 + ratePercent;
  return Math.floor((2 * grossFils * ratePercent + divisor) / (2 * divisor));
}

/**
 * Spreads a discount over the lines in proportion to their amounts (largest remainder, so the parts add up to
 * the discount exactly), because a discount lowers each line's taxable amount, not the VAT of one line.
 */
export function spreadDiscount(lineFils: readonly number[], discountFils: number): number[] {
  const total = lineFils.reduce((sum, fils) => sum + fils, 0);
  if (discountFils <= 0 || total <= 0) return lineFils.map(() => 0);
  const capped = Math.min(discountFils, total);
  const exact = lineFils.map((fils) => (fils * capped) / total);
  const parts = exact.map(Math.floor);
  let left = capped - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export type VatLine = { grossFils: number; discountFils: number; netGrossFils: number; vatFils: number };
export type VatBreakdown = { lines: VatLine[]; shipping: VatLine; totalFils: number; vatFils: number };

/**
 * The VAT of an order: goods lines (after their share of the discount) and shipping each rounded on their own.
 * With ratePercent 0 (a shop not registered for VAT) every VAT figure is 0 and the totals are unchanged.
 */
export function orderVat(input: {
  lineFils: readonly number[];
  discountFils: number;
  shippingFils: number;
  ratePercent: number;
  /** Which lines the discount is on (a code for chosen products); every line when not given. */
  discountedLines?: readonly boolean[];
}): VatBreakdown {
  const { discountedLines } = input;
  const discountBase = discountedLines
    ? input.lineFils.map((fils, index) => (discountedLines[index] ? fils : 0))
    : input.lineFils;
  const discounts = spreadDiscount(discountBase, input.discountFils);
  const line = (grossFils: number, discountFils: number): VatLine => {
    const netGrossFils = grossFils - discountFils;
    return { grossFils, discountFils, netGrossFils, vatFils: vatIncludedIn(netGrossFils, input.ratePercent) };
  };
  const lines = input.lineFils.map((fils, index) => line(fils, discounts[index] ?? 0));
  const shipping = line(input.shippingFils, 0);
  const all = [...lines, shipping];
  return {
    lines,
    shipping,
    totalFils: all.reduce((sum, item) => sum + item.netGrossFils, 0),
    vatFils: all.reduce((sum, item) => sum + item.vatFils, 0),
  };
}

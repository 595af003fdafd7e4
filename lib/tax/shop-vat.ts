import { fromFils, orderVat, toFils } from "./vat";

/**
 * The shop's VAT settings (vatRegistered and vatRatePercent of content/merchant.ts) applied to amounts. Every function
 * takes the settings as an argument rather than reading content/merchant.ts itself, so tests run the same code for a
 * registered shop and one that is not. Dependency-free apart from lib/tax/vat.ts: the (client) cart summary uses it
 * too.
 */
export type VatSettings = { readonly vatRegistered: boolean; readonly vatRatePercent: number };

/** The rate the shop charges: none at all when it is not registered. */
export function chargedVatRate(settings: VatSettings): number {
  return settings.vatRegistered ? settings.vatRatePercent : 0;
}

/**
 * An order's amounts in integer fils: each goods line as charged before the discount, the discount, the shipping fee.
 */
export type OrderAmountsFils = {
  lineFils: readonly number[];
  discountFils: number;
  shippingFils: number;
  /** Which lines the discount is on (a code for chosen products); every line when not given. */
  discountedLines?: readonly boolean[];
};

/** The VAT included in an order, in fils, rounded per line (lib/tax/vat.ts); null when the shop charges no VAT. */
export function vatIncludedInOrderFils(settings: VatSettings, amounts: OrderAmountsFils): number | null {
  if (!settings.vatRegistered) return null;
  return orderVat({ ...amounts, ratePercent: chargedVatRate(settings) }).vatFils;
}

/**
 * The same for the AED amounts a cart shows (line totals, discount, shipping): converted to fils at this boundary
 * and back, so the cart shows the very figure the order will store. A hosted checkout's unknown fee (null) counts
 * as nothing: the cart then shows the VAT of the items only.
 */
export function vatIncludedInCart(
  settings: VatSettings,
  amounts: {
    lineTotals: readonly number[];
    discount: number;
    shipping: number | null;
    discountedLines?: readonly boolean[];
  },
): number | null {
  const fils = vatIncludedInOrderFils(settings, {
    lineFils: amounts.lineTotals.map(toFils),
    discountFils: toFils(amounts.discount),
    shippingFils: toFils(amounts.shipping ?? 0),
    ...(amounts.discountedLines && { discountedLines: amounts.discountedLines }),
  });
  return fils === null ? null : fromFils(fils);
}

/**
 * The stored VAT of an order as the AED the pages and e-mails show; null (nothing shown) when none was charged: the
 * shop was not registered, or the order predates the column or came from Shopify.
 */
export function storedVatForDisplay(vatAmountFils: number | null | undefined): number | null {
  return vatAmountFils ? fromFils(vatAmountFils) : null;
}

/**
 * The tax row under an order's total: the VAT a registered shop's prices include, or the tax a hosted checkout's
 * platform reports for its cart (Shopify's own figure, which the shop shows as it is).
 */
export type TaxLine = { kind: "vat_included" | "provider_tax"; amount: number };

export function vatIncludedLine(amount: number | null): TaxLine | null {
  return amount ? { kind: "vat_included", amount } : null;
}

/** Which sentence describes the shop's prices: the cart and checkout note, the product page's short mark. */
export type PriceTaxTexts = { allIncluded: (ratePercent: number) => string; noVat: string };

/** "All prices include 5% VAT" for a registered shop, "prices carry no VAT" otherwise (in the texts' language). */
export function priceTaxNote(settings: VatSettings, texts: PriceTaxTexts): string {
  return settings.vatRegistered ? texts.allIncluded(settings.vatRatePercent) : texts.noVat;
}

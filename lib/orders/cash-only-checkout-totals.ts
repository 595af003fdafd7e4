import "server-only";

import { merchant } from "@/content/merchant";
import type { CartTotals } from "@/lib/cart/cart-totals";
import { vatIncludedLine, type VatSettings } from "@/lib/tax/shop-vat";
import { fromFils, toFils } from "@/lib/tax/vat";
import { cashOnDeliveryFeeFils, codFeeVatFils } from "./cod-fee";

/**
 * The checkout's totals when cash on delivery is the only way to pay: the COD fee is then certain, so the summary
 * shows it as a row and in the total and VAT, the same figures the order will store (lib/orders/order-pricing.ts).
 * Apart from lib/cart/cart-totals.ts, which every page's cart carries to the browser.
 */
export function cashOnlyCheckoutTotals(
  totals: CartTotals,
  settings: VatSettings = merchant,
): CartTotals & { codFee: number } {
  const codFeeFils = cashOnDeliveryFeeFils("cash_on_delivery");
  if (codFeeFils === 0 || totals.shipping === null) return { ...totals, codFee: 0 };
  // The cart's VAT row is the items' and the shipping's; the fee's VAT is rounded on its own line and added.
  const vat = totals.taxLine?.kind === "vat_included" ? totals.taxLine.amount : null;
  return {
    ...totals,
    codFee: fromFils(codFeeFils),
    total: fromFils(toFils(totals.total) + codFeeFils),
    taxLine:
      vat === null ? totals.taxLine : vatIncludedLine(fromFils(toFils(vat) + codFeeVatFils(codFeeFils, settings))),
  };
}

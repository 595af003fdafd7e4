import type { SellableItem } from "@/lib/catalogue/shop-catalogue";
import { discountedLinesOf } from "@/lib/discounts/discount-terms";
import { vatIncludedInOrderFils, type VatSettings } from "@/lib/tax/shop-vat";
import { fromFils } from "@/lib/tax/vat";
import { codFeeVatFils } from "./cod-fee";
import { orderTotalsFils, orderTotalsInAed, type OrderTotals, type OrderTotalsFils } from "./shipping-fee";

/** A cart line priced from the catalogue, in integer fils. */
export type PricedItem = {
  merchandiseId: string;
  title: string;
  quantity: number;
  priceFils: number;
  totalFils: number;
};

/**
 * Prices stored cart lines from the catalogue's figures alone (read in the order's transaction: lib/catalogue), so
 * nothing a browser sends can change what an order costs. Returns null when a line can no longer be ordered at all
 * (unknown, hidden or coming soon); running out of stock is checkStockTaken's to say, by name.
 */
export function priceOrderLines(
  lines: { merchandiseId: string; quantity: number }[],
  sellable: SellableItem[],
): { items: PricedItem[]; subtotalFils: number } | null {
  const items: PricedItem[] = [];
  for (const line of lines) {
    const item = sellable.find((candidate) => candidate.merchandiseId === line.merchandiseId);
    if (!item?.orderable) return null;
    const { priceFils } = item;
    items.push({
      merchandiseId: item.merchandiseId,
      title: item.title,
      quantity: line.quantity,
      priceFils,
      totalFils: priceFils * line.quantity,
    });
  }
  return { items, subtotalFils: items.reduce((sum, item) => sum + item.totalFils, 0) };
}

/**
 * What an order charges: totals and the VAT inside them in fils, and the same totals in AED for pages and e-mails.
 * The total includes the cash-on-delivery fee (0 paying online, or when the shop charges none).
 */
export type OrderCharges = {
  fils: OrderTotalsFils & { codFeeFils: number };
  aed: OrderTotals & { codFee: number };
  /** null when the shop charges no VAT. */ vatFils: number | null;
};

/** What a code takes off an order (lib/discounts/discount-terms.ts): fils off the items, and whether delivery is free. */
export type OrderDiscount = {
  discountFils: number;
  freeDelivery: boolean;
  /** The chosen products the discount is on; null or absent for the whole cart. */
  productIds?: readonly string[] | null;
};

/**
 * The whole bill of priced lines with an optional code: discount, shipping fee, the cash-on-delivery fee, total and
 * the VAT they include (rounded per line on the discounted amounts, the discount spread over the lines, shipping and
 * the fee taxed like goods: lib/tax/vat.ts).
 */
export function orderCharges(
  items: readonly PricedItem[],
  discount: OrderDiscount | null,
  settings: VatSettings,
  codFeeFils = 0,
): OrderCharges {
  const subtotalFils = items.reduce((sum, item) => sum + item.totalFils, 0);
  const goods = orderTotalsFils(subtotalFils, discount?.discountFils ?? 0, discount?.freeDelivery ?? false);
  const fils = { ...goods, codFeeFils, totalFils: goods.totalFils + codFeeFils };
  const goodsVatFils = vatIncludedInOrderFils(settings, {
    lineFils: items.map((item) => item.totalFils),
    discountFils: fils.discountFils,
    shippingFils: fils.shippingFils,
    discountedLines: discountedLinesOf(items, discount?.productIds),
  });
  return {
    fils,
    aed: { ...orderTotalsInAed(fils), codFee: fromFils(codFeeFils) },
    vatFils: goodsVatFils === null ? null : goodsVatFils + codFeeVatFils(codFeeFils, settings),
  };
}

/** The order_items columns of a priced line (AED, the money type the table holds): the one place fils become AED. */
export function orderItemColumns(item: PricedItem) {
  return {
    merchandiseId: item.merchandiseId,
    title: item.title,
    quantity: item.quantity,
    price: fromFils(item.priceFils),
    totalPrice: fromFils(item.totalFils),
  };
}

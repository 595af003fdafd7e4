import type { ShopperCart } from "@/lib/commerce/types";
import type { OrderLookupResult } from "./order-lookup-shape";

/** One line of an order summary, whether it comes from a cart, a placed order or a tracking lookup. */
export type SummaryLine = {
  key: string;
  title: string;
  variantTitle: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  imageUrl: string | null;
};

export function summaryLinesOfCart(cart: ShopperCart): SummaryLine[] {
  return cart.lines.map((line) => ({
    key: line.id,
    title: line.product.title,
    variantTitle: line.variant.title,
    quantity: line.quantity,
    unitPrice: line.variant.price.amount,
    lineTotal: line.lineTotal.amount,
    imageUrl: line.variant.image?.url ?? null,
  }));
}

export function summaryLinesOfLookup(items: OrderLookupResult["items"]): SummaryLine[] {
  // The lookup result carries no line ids; its order is stable, so the position is key enough.
  return items.map((item, index) => ({
    key: String(index),
    title: item.title,
    variantTitle: item.variant_title,
    quantity: item.quantity,
    unitPrice: item.price,
    lineTotal: item.total_price,
    imageUrl: null,
  }));
}

import { findSellableItem } from "@/content/catalog";
import { roundMoney } from "@/lib/currency/round-money";

export type PricedItem = { merchandiseId: string; title: string; quantity: number; price: number; totalPrice: number };

/**
 * Prices stored cart lines from the catalogue alone, so nothing a browser sends can change what an order costs.
 * Returns null when a line can no longer be bought.
 */
export function priceOrderLines(lines: { merchandiseId: string; quantity: number }[]): { items: PricedItem[]; subtotal: number } | null {
  const items: PricedItem[] = [];
  for (const line of lines) {
    const item = findSellableItem(line.merchandiseId);
    if (!item?.purchasable) return null;
    items.push({ merchandiseId: item.merchandiseId, title: item.title, quantity: line.quantity, price: item.price, totalPrice: roundMoney(item.price * line.quantity) });
  }
  return { items, subtotal: roundMoney(items.reduce((sum, item) => sum + item.totalPrice, 0)) };
}

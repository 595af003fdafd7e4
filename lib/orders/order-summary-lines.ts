import { sellableItemIn } from "@/content/localized";
import type { Locale } from "@/lib/i18n/locales";
import type { OrderItemRow } from "@/lib/db/schema";
import type { SummaryLine } from "./summary-lines";

// Apart from summary-lines.ts because it reads the catalogue of both languages, which no client bundle may carry.

/**
 * A placed order's lines, titled in the page's language as its confirmation e-mail is (the order keeps the English
 * title it was sold under; one the catalogue no longer sells keeps that).
 */
export function summaryLinesOfOrder(items: OrderItemRow[], locale: Locale): SummaryLine[] {
  return items.map((item) => ({
    key: String(item.id),
    title: (item.merchandiseId && sellableItemIn(item.merchandiseId, locale)?.title) || item.title,
    variantTitle: item.variantTitle,
    quantity: item.quantity,
    unitPrice: item.price,
    lineTotal: item.totalPrice,
    imageUrl: null,
  }));
}

import "server-only";

import { and, asc, desc, eq, sql } from "drizzle-orm";

import { sellableItemIn } from "@/content/localized";
import type { Db } from "@/lib/db";
import { orderItems, orders } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";

/** A line of the order the shopper may review; `id` is what the form submits. */
export type ReviewableLine = { id: string; name: string };

/** What a review needs to know about one line: its catalogue slug when the item has a page, so its rating counts it. */
export type ReviewedLine = ReviewableLine & { orderId: string; productName: string; productSlug: string | null };

/**
 * The lines of the order with that number placed with that e-mail (either provider; Shopify orders arrive by
 * webhook), in the locale. A wrong e-mail and an unknown number both give null, so the form cannot be used to find
 * out which order numbers exist. Bundles are one line, reviewed as the bundle.
 */
export async function findReviewableLines(
  db: Db,
  orderNumber: string,
  email: string,
  locale: Locale,
): Promise<ReviewedLine[] | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(sql`lower(${orders.email})`, email.toLowerCase())))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return null;
  const items = await db
    .select({ id: orderItems.id, merchandiseId: orderItems.merchandiseId, title: orderItems.title })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return items.map((item) => {
    const english = item.merchandiseId ? sellableItemIn(item.merchandiseId, "en") : undefined;
    const localized = item.merchandiseId ? sellableItemIn(item.merchandiseId, locale) : undefined;
    return {
      id: String(item.id),
      orderId: order.id,
      name: localized?.title ?? item.title,
      productName: english?.title ?? item.title,
      // Items no longer (or never) in the catalogue are reviewable but have no page whose rating could include them.
      productSlug: english?.handle ?? null,
    };
  });
}

/** Only what the form shows: never the order's id. */
export function toReviewableLines(lines: readonly ReviewedLine[]): ReviewableLine[] {
  return lines.map(({ id, name }) => ({ id, name }));
}

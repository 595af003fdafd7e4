import "server-only";

import { and, count, eq, isNotNull, sum } from "drizzle-orm";

import { activeBundles } from "@/content/bundles";
import { products } from "@/content/products";
import type { Db } from "@/lib/db";
import { reviews } from "@/lib/db/schema";
import { noRating, ratingFromApproved, type RatingSummary } from "./combined-rating";

/** Every catalogue item's rating and review count, by slug (products and bundles share no slug). */
export type RatingSummaries = Readonly<Record<string, RatingSummary>>;

const catalogueItems = [...products, ...activeBundles];

/** No rating for any item: what a page shows when the database cannot be read (it shows no reviews either). */
export function emptyRatingSummaries(): RatingSummaries {
  return Object.fromEntries(catalogueItems.map((item) => [item.slug, noRating]));
}

/**
 * The one query behind every rating the shop shows (product page, collection, home, bundle, JSON-LD): the approved
 * reviews, per item. Pages read it through getRatingSummaries (cached-reviews.ts), so
 * they all carry the same tag and all refresh together when a review is approved or rejected.
 */
export async function readRatingSummaries(db: Db): Promise<RatingSummaries> {
  const rows = await db
    .select({ slug: reviews.productSlug, count: count(), ratingSum: sum(reviews.rating).mapWith(Number) })
    .from(reviews)
    .where(and(eq(reviews.status, "approved"), isNotNull(reviews.productSlug)))
    .groupBy(reviews.productSlug);
  const approved = new Map(rows.map((row) => [row.slug, { count: row.count, ratingSum: row.ratingSum }]));
  return Object.fromEntries(
    catalogueItems.map((item) => [
      item.slug,
      ratingFromApproved(approved.get(item.slug) ?? { count: 0, ratingSum: 0 }),
    ]),
  );
}

/** `items` with the figures of `summaries` in place of the catalogue's own. */
export function withRatings<T extends { slug: string; rating: number; reviews: number }>(
  items: readonly T[],
  summaries: RatingSummaries,
): T[] {
  return items.map((item) => {
    const summary = summaries[item.slug] ?? noRating;
    return { ...item, rating: summary.rating, reviews: summary.count };
  });
}

import "server-only";

import { revalidateTag, unstable_cache } from "next/cache";

import { seedFigures, type CatalogueFigures } from "@/lib/catalogue/figures";
import { readCatalogueFigures } from "@/lib/catalogue/read-figures";
import { getDb } from "@/lib/db";
import { databaseCacheScope } from "@/lib/db/database-identity";
import {
  CATALOGUE_TAG,
  catalogueItemTag,
  catalogueTagsFor,
  everyItemTag,
  type CatalogueChange,
} from "./catalogue-tags";
import { logError } from "@/lib/observability/json-log";

/** A change revalidates the tags at once (revalidateCatalogue); this is only the safety net. */
const REFRESH_SECONDS = 3600;

/**
 * The catalogue's figures as the database holds them (price, stock, listing, coming soon), through the tagged cache.
 * As lib/reviews/cached-reviews.ts: a build without DATABASE_URL (PGlite opens in one process only) prerenders the
 * seed figures under their own key and a one-second life, so the first visit after the deploy reads the database.
 * Otherwise the figures are keyed and tagged to the database they came from (databaseCacheScope). They hold every
 * item, so they carry every item's tag: a page prerendered from them hears a change to any one item (a Shopify
 * products/update) even before it has read that provider's figures.
 */
export async function cachedCatalogueFigures(): Promise<CatalogueFigures[]> {
  try {
    const scope = await databaseCacheScope(REFRESH_SECONDS);
    const cached = unstable_cache(
      async () => (scope.readDatabase ? readCatalogueFigures(await getDb()) : seedFigures()),
      ["catalogue-figures", scope.key],
      { tags: [CATALOGUE_TAG, ...everyItemTag(), ...scope.tags], revalidate: scope.revalidate },
    );
    return await cached();
  } catch (error) {
    logError("[catalogue] reading the figures failed", error);
    return seedFigures();
  }
}

/**
 * A provider's reading of one item from its platform (Shopify's price of a product, say), cached under the
 * catalogue's tag and the item's own, for `seconds` at most. `key` tells readings of the same item apart.
 */
export function cachedItemReading<T>(
  handle: string,
  key: string[],
  read: () => Promise<T>,
  seconds: number,
): Promise<T> {
  return unstable_cache(read, ["catalogue-item", handle, ...key], {
    tags: [CATALOGUE_TAG, catalogueItemTag(handle)],
    revalidate: seconds,
  })();
}

/**
 * The one way the catalogue's cached readings are refreshed: an edit in /admin/catalogue, an order that took or
 * returned stock, and a Shopify webhook all call it. Every page that showed what changed is rendered again on its
 * next visit, on every instance; expired at once rather than served stale once more, because the owner checks the
 * product page right after saving.
 */
export function revalidateCatalogue(change: CatalogueChange = "everything"): void {
  for (const tag of catalogueTagsFor(change)) revalidateTag(tag, { expire: 0 });
}

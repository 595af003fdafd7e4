import "server-only";

import { revalidateTag, unstable_cache } from "next/cache";

import { getDb } from "@/lib/db";
import { databaseCacheScope } from "@/lib/db/database-identity";
import type { Locale } from "@/lib/i18n/locales";
import { CATALOGUE_TAG } from "./cache-tags";
import { seedFigures, type CatalogueFigures } from "./figures";
import { withProviderFacts } from "./provider-facts";
import { readCatalogueFigures } from "./read-figures";
import {
  buildShopCatalogue,
  type SellableItem,
  type ShopBundle,
  type ShopCatalogue,
  type ShopProduct,
} from "./shop-catalogue";

/** An edit revalidates the tag at once (revalidateCatalogue); this is only the safety net. */
const REFRESH_SECONDS = 3600;

/**
 * As lib/reviews/cached-reviews.ts: a build without DATABASE_URL (PGlite opens in one process only) prerenders the
 * seed figures under their own key and a one-second life, so the first visit after the deploy reads the database.
 * Otherwise the figures are keyed and tagged to the database they came from (databaseCacheScope).
 */
export async function getCatalogueFigures(): Promise<CatalogueFigures[]> {
  try {
    const scope = await databaseCacheScope(REFRESH_SECONDS);
    const cached = unstable_cache(
      async () => (scope.readDatabase ? readCatalogueFigures(await getDb()) : seedFigures()),
      ["catalogue-figures", scope.key],
      { tags: [CATALOGUE_TAG, ...scope.tags], revalidate: scope.revalidate },
    );
    return await cached();
  } catch (error) {
    console.error("[catalogue] reading the figures failed", error);
    return seedFigures();
  }
}

/** The catalogue as the shop shows it: the database's figures, or Shopify's under the shopify provider. */
export async function getShopCatalogue(locale: Locale): Promise<ShopCatalogue> {
  return withProviderFacts(buildShopCatalogue(await getCatalogueFigures(), locale));
}

export async function shopProductsIn(locale: Locale): Promise<ShopProduct[]> {
  return (await getShopCatalogue(locale)).products;
}

export async function shopProductIn(slug: string, locale: Locale): Promise<ShopProduct | undefined> {
  return (await shopProductsIn(locale)).find((product) => product.slug === slug);
}

/** 'You May Also Like': the other active products in listing order, at most `limit`. */
export async function relatedShopProductsIn(slug: string, locale: Locale, limit = 3): Promise<ShopProduct[]> {
  return (await shopProductsIn(locale)).filter((product) => product.slug !== slug).slice(0, limit);
}

export async function shopBundlesIn(locale: Locale): Promise<ShopBundle[]> {
  return (await getShopCatalogue(locale)).bundles;
}

export async function shopBundleIn(slug: string, locale: Locale): Promise<ShopBundle | undefined> {
  return (await shopBundlesIn(locale)).find((bundle) => bundle.slug === slug);
}

/** For display (carts read their figures fresh, see lib/commerce/local). */
export async function findSellableItem(
  merchandiseId: string,
  locale: Locale = "en",
): Promise<SellableItem | undefined> {
  return (await getShopCatalogue(locale)).sellable.find((item) => item.merchandiseId === merchandiseId);
}

/**
 * After an edit in the back office: every catalogue page is rebuilt on its next visit, on every instance. Expired at
 * once rather than served stale once more, because the owner checks the product page right after saving.
 */
export function revalidateCatalogue(): void {
  revalidateTag(CATALOGUE_TAG, { expire: 0 });
}

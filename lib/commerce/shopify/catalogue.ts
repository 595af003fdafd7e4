import "server-only";

import {
  buildShopCatalogue,
  type ShopBundle,
  type ShopCatalogue,
  type ShopProduct,
} from "@/lib/catalogue/shop-catalogue";
import type { FiguresSource } from "@/lib/commerce/catalogue-reads";
import type { Locale } from "@/lib/i18n/locales";
import { cachedShopifyFacts } from "./cached-facts";
import type { CatalogueFacts } from "./catalogue-facts";

/** Shopify's price, compare-at price, variant and availability over the product; Shopify gives no count. */
function productWithFacts(product: ShopProduct, facts: CatalogueFacts): ShopProduct {
  const compareAt = facts.compareAtPriceFils;
  return {
    ...product,
    price: facts.priceFils / 100,
    originalPrice: compareAt !== null && compareAt > facts.priceFils ? compareAt / 100 : undefined,
    shopifyVariantId: facts.variantId,
    soldOut: !facts.available,
    available: facts.available ? null : 0,
  };
}

/**
 * The bundle's own price and variant from Shopify; the struck-through sum stays the included products', and the
 * savings are worked out again from the two, never carried over.
 */
function bundleWithFacts(bundle: ShopBundle, facts: CatalogueFacts): ShopBundle {
  const originalFils = Math.round(bundle.originalPrice * 100);
  const savingsFils = Math.max(originalFils - facts.priceFils, 0);
  return {
    ...bundle,
    bundlePrice: facts.priceFils / 100,
    savings: savingsFils / 100,
    savingsPercentage: originalFils > 0 ? Math.round((savingsFils / originalFils) * 1000) / 10 : 0,
    shopifyVariantId: facts.variantId,
    soldOut: !facts.available,
    available: facts.available ? null : 0,
  };
}

/**
 * The shop's catalogue (its listing, order and coming-soon dates, from the database) with Shopify's commercial
 * figures laid over each item it has facts for: Shopify's price replaces the database's, and an item Shopify does not
 * sell now is sold out.
 */
export function withShopifyFacts(catalogue: ShopCatalogue, facts: Map<string, CatalogueFacts>): ShopCatalogue {
  return {
    ...catalogue,
    products: catalogue.products.map((product) => {
      const found = facts.get(product.slug);
      return found ? productWithFacts(product, found) : product;
    }),
    bundles: catalogue.bundles.map((bundle) => {
      const found = facts.get(bundle.slug);
      return found ? bundleWithFacts(bundle, found) : bundle;
    }),
  };
}

/**
 * The catalogue under Shopify: the database's listing with Shopify's figures for every item it lists, each read once
 * through the tagged cache, so a page carries the tag of every item it shows and its webhooks refresh the page.
 */
export async function shopifyCatalogueIn(figures: FiguresSource, locale: Locale): Promise<ShopCatalogue> {
  const catalogue = buildShopCatalogue(await figures(), locale);
  const handles = [...catalogue.products, ...catalogue.bundles].map((item) => item.slug);
  const readings = await Promise.all(
    handles.map(async (handle) => [handle, await cachedShopifyFacts(handle)] as const),
  );
  return withShopifyFacts(catalogue, new Map(readings.flatMap(([handle, facts]) => (facts ? [[handle, facts]] : []))));
}

import "server-only";

import { getCatalogueFactsFor } from "@/lib/commerce/cached-catalogue-facts";
import { factsInAed } from "@/lib/commerce/catalogue-facts";
import { bundleWithFacts } from "@/lib/commerce/shown-products";
import { env } from "@/lib/env";
import type { ShopCatalogue } from "./shop-catalogue";

/**
 * Under COMMERCE_PROVIDER=shopify the figures are Shopify's (lib/commerce/cached-catalogue-facts.ts, revalidated by
 * its webhooks): its price, compare-at price, variant and availability replace the database's. Shopify gives no
 * count, so an item it sells is uncounted here and one it does not is sold out. The local provider keeps the
 * database's figures as they are.
 */
export async function withProviderFacts(catalogue: ShopCatalogue): Promise<ShopCatalogue> {
  // Read in both modes (the local one from content/, at no cost) so every page carries the facts' tags from its build
  // on: a page prerendered without them would not hear Shopify's webhooks.
  const facts = await getCatalogueFactsFor([...catalogue.products, ...catalogue.bundles].map((item) => item.slug));
  if (env.COMMERCE_PROVIDER !== "shopify") return catalogue;
  return {
    ...catalogue,
    products: catalogue.products.map((product) => {
      const found = facts.get(product.slug);
      if (!found) return product;
      const { price, originalPrice } = factsInAed(found);
      return {
        ...product,
        price,
        originalPrice,
        shopifyVariantId: found.variantId,
        soldOut: !found.available,
        available: found.available ? null : 0,
      };
    }),
    bundles: catalogue.bundles.map((bundle) => {
      const found = facts.get(bundle.slug);
      if (!found) return bundle;
      const shown = bundleWithFacts(bundle, found);
      return { ...bundle, ...shown, available: shown.soldOut ? 0 : null };
    }),
  };
}

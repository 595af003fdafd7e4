import "server-only";

import type { Bundle, Product } from "@/content/schema";
import { getCatalogueFactsFor } from "./cached-catalogue-facts";
import { factsInAed, type CatalogueFacts } from "./catalogue-facts";

/** A product as a page shows it: content/'s copy with the provider's figures, and whether it can be bought now. */
export type ShownProduct = Product & { soldOut: boolean };

/** content/'s copy with the provider's price, compare-at price and variant id laid over it. */
export function productWithFacts(product: Product, facts: CatalogueFacts | null | undefined): ShownProduct {
  if (!facts) return { ...product, soldOut: false };
  const { price, originalPrice } = factsInAed(facts);
  return { ...product, price, originalPrice, shopifyVariantId: facts.variantId, soldOut: !facts.available };
}

/**
 * The bundle's own price and variant from the provider; the struck-through sum stays the included products' (content/),
 * and the savings are worked out again from the two, never carried over from content/.
 */
export function bundleWithFacts(
  bundle: Bundle,
  facts: CatalogueFacts | null | undefined,
): Bundle & { soldOut: boolean } {
  if (!facts) return { ...bundle, soldOut: false };
  const originalFils = Math.round(bundle.originalPrice * 100);
  const savingsFils = Math.max(originalFils - facts.priceFils, 0);
  return {
    ...bundle,
    bundlePrice: facts.priceFils / 100,
    savings: savingsFils / 100,
    savingsPercentage: originalFils > 0 ? Math.round((savingsFils / originalFils) * 1000) / 10 : 0,
    shopifyVariantId: facts.variantId,
    soldOut: !facts.available,
  };
}

/** Several products with their facts, read once each through the tagged cache. */
export async function productsWithFacts(products: Product[]): Promise<ShownProduct[]> {
  const facts = await getCatalogueFactsFor(products.map((product) => product.slug));
  return products.map((product) => productWithFacts(product, facts.get(product.slug)));
}

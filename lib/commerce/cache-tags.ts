/**
 * Cache tags for the catalogue's commercial facts (price, availability, variant). Every page that shows a price reads
 * them through getCatalogueFacts, so a Shopify webhook (products/update, inventory_levels/update) revalidates the
 * pages by tag without a rebuild. CATALOGUE_FACTS_TAG is on every reading; the per-handle tag on one product's.
 */
export const CATALOGUE_FACTS_TAG = "catalogue-facts";

export function catalogueFactsTagFor(handle: string): string {
  return `catalogue-facts:${handle}`;
}

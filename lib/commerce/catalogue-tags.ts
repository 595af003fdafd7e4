import { bundles } from "@/content/bundles";
import { products } from "@/content/products";

/**
 * The catalogue's cache tags, the only ones: every cached catalogue reading carries CATALOGUE_TAG and the tag of each
 * item it holds (the database's figures hold them all; a provider's reading of one item, that one). A page that shows
 * a price carries the tags of what it read, so revalidating a tag (revalidateCatalogue in catalogue-cache.ts)
 * refreshes exactly the pages that showed it, whichever provider rendered them first. With REDIS_URL that reaches
 * every instance (lib/cache).
 */
export const CATALOGUE_TAG = "catalogue";

export function catalogueItemTag(handle: string): string {
  return `catalogue:${handle}`;
}

/** The tag of every item content/ describes, listed or not. */
export const everyItemTag = (): string[] =>
  [...products.map((product) => product.slug), ...bundles.map((bundle) => bundle.slug)].map(catalogueItemTag);

/** What changed: the whole catalogue (an edit in /admin/catalogue, stock taken by an order), or one item by handle. */
export type CatalogueChange = "everything" | { handle: string };

export function catalogueTagsFor(change: CatalogueChange): string[] {
  return change === "everything" ? [CATALOGUE_TAG] : [catalogueItemTag(change.handle)];
}

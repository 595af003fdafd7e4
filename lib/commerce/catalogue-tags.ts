/**
 * The catalogue's cache tags, the only ones: every cached catalogue reading (the database's figures, a provider's
 * reading of one item) carries CATALOGUE_TAG, and a reading of one item also that item's tag. A page that shows a
 * price carries the tags of what it read, so revalidating a tag (revalidateCatalogue, lib/commerce/catalogue-cache.ts)
 * refreshes exactly the pages that showed it. With REDIS_URL that reaches every instance (lib/cache).
 */
export const CATALOGUE_TAG = "catalogue";

export function catalogueItemTag(handle: string): string {
  return `catalogue:${handle}`;
}

/** What changed: the whole catalogue (an edit in /admin/catalogue, stock taken by an order), or one item by handle. */
export type CatalogueChange = "everything" | { handle: string };

export function catalogueTagsFor(change: CatalogueChange): string[] {
  return change === "everything" ? [CATALOGUE_TAG] : [catalogueItemTag(change.handle)];
}

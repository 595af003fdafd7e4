import { z } from "zod";

import { isCatalogueProduct } from "@/lib/wishlist/catalogue-slugs";
import { WISHLIST_MERGE_CAP } from "@/lib/wishlist/merge-cap";

const slug = z.string().trim().min(1).max(100);

/** One heart tap: a product of the catalogue, by its slug. */
export const wishlistItemSchema = z.object({ slug: slug.refine(isCatalogueProduct) });

/**
 * The browser's list handed over at sign-in. Unknown slugs (a product since withdrawn, a hand-edited localStorage)
 * are dropped by the merge rather than refusing the whole list; more than the cap is refused.
 */
export const wishlistMergeSchema = z.object({ slugs: z.array(slug).max(WISHLIST_MERGE_CAP) });

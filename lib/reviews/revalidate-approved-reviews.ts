import "server-only";

import { revalidateTag } from "next/cache";

import { REVIEWS_TAG, reviewsTagFor } from "./cache-tags";

/**
 * For the back office, after a review is approved, rejected or deleted: /reviews and the product's page (its
 * reviews, rating and JSON-LD) are rebuilt on their next visit. `productSlug` is the review's `product_slug`
 * (null for a product without a page, which only /reviews shows). Call it from a server action or route handler.
 */
export function revalidateApprovedReviews(productSlug: string | null): void {
  // Expired at once rather than served stale once more: a moderator checks the page right after approving.
  revalidateTag(REVIEWS_TAG, { expire: 0 });
  if (productSlug) revalidateTag(reviewsTagFor(productSlug), { expire: 0 });
}

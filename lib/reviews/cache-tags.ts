/**
 * Cache tags for approved reviews. Product pages and /reviews are prerendered; approving or rejecting a review
 * (the back office) revalidates these tags so the pages, their ratings and their JSON-LD refresh without a rebuild.
 * REVIEWS_TAG alone is on every page that shows a rating or count (product, bundle, collection, home, /reviews):
 * they read them through getRatingSummaries, so that one tag refreshes them all together.
 */
export const REVIEWS_TAG = "reviews";

export function reviewsTagFor(productSlug: string): string {
  return `reviews:${productSlug}`;
}

/**
 * Cache tags for approved reviews. Product pages and /reviews are prerendered; approving or rejecting a review
 * (the back office) revalidates these tags so the pages, their ratings and their JSON-LD refresh without a rebuild.
 */
export const REVIEWS_TAG = "reviews";

export function reviewsTagFor(productSlug: string): string {
  return `reviews:${productSlug}`;
}

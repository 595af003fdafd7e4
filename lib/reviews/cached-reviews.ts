import "server-only";

import { unstable_cache } from "next/cache";

import { getDb } from "@/lib/db";
import { databaseCacheScope } from "@/lib/db/database-identity";
import { readApprovedReviews, type ApprovedReview } from "./approved-reviews";
import { REVIEWS_TAG, reviewsTagFor } from "./cache-tags";
import { readRatingSummaries, emptyRatingSummaries, type RatingSummaries } from "./rating-summaries";
import { logError } from "@/lib/observability/json-log";

/** Approvals revalidate the tags at once (revalidate-approved-reviews.ts); this is only the safety net. */
const REFRESH_SECONDS = 3600;

/**
 * `next build` prerenders pages in several worker processes, and an embedded PGlite folder opens in one process
 * only (a running shop may hold it too). Such a build renders the catalogue baseline, still through the tagged
 * cache so the page carries its tags, under its own key and with a short life, so the first minute of traffic
 * after a deploy renders the page again from the database. Postgres is read at build time like any other time.
 *
 * That life is the page's too (Next.js takes the shortest one a page read), and it was a minute: for that long a
 * prerendered page showed the catalogue's figures while a re-render of the same page (after Add to Cart, whose
 * action renders the page afresh) read the database, so the count changed under the shopper's eyes and went back on
 * reload. One second makes the first visit after the build regenerate the page from the database.
 *
 * Every other read is keyed and tagged to the database it came from (databaseCacheScope): the cache outlives it.
 */
const cachePolicy = () => databaseCacheScope(REFRESH_SECONDS);

/** A page must still render when the database is away: the catalogue figures stand in, and the failure is logged. */
async function orFallback<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logError(`[reviews] reading ${what} failed`, error);
    return fallback;
  }
}

/**
 * Every catalogue item's rating and count (rating-summaries.ts), cached under REVIEWS_TAG alone: every page that
 * shows a count reads it here, so one approval refreshes them all and no page mixes two readings.
 */
export function getRatingSummaries(): Promise<RatingSummaries> {
  const read = async () => {
    const policy = await cachePolicy();
    return unstable_cache(
      async () => (policy.readDatabase ? readRatingSummaries(await getDb()) : emptyRatingSummaries()),
      ["rating-summaries", policy.key],
      { tags: [REVIEWS_TAG, ...policy.tags], revalidate: policy.revalidate },
    )();
  };
  return orFallback(read, emptyRatingSummaries(), "the rating summaries");
}

/**
 * How many approved reviews a product or bundle page lists. The page rates exactly the reviews it lists
 * (ratingOfListed), so past this many it rates the newest ones; far more than this shop's items have.
 */
export const LISTED_REVIEWS_LIMIT = 100;

/**
 * One product's newest approved reviews, all the page lists and rates, under REVIEWS_TAG (with the rating summaries
 * the collection and home read, so one approval refreshes them together) and its own tag.
 */
export function getProductReviews(productSlug: string): Promise<ApprovedReview[]> {
  const read = async () => {
    const policy = await cachePolicy();
    return unstable_cache(
      async () =>
        policy.readDatabase ? readApprovedReviews(await getDb(), { productSlug, limit: LISTED_REVIEWS_LIMIT }) : [],
      ["approved-reviews", policy.key, productSlug],
      { tags: [REVIEWS_TAG, reviewsTagFor(productSlug), ...policy.tags], revalidate: policy.revalidate },
    )();
  };
  return orFallback(read, [], `approved reviews of ${productSlug}`);
}

/** The newest approved reviews of every product, for /reviews. */
export function getLatestApprovedReviews(): Promise<ApprovedReview[]> {
  const read = async () => {
    const policy = await cachePolicy();
    return unstable_cache(
      async () => (policy.readDatabase ? readApprovedReviews(await getDb(), { limit: 12 }) : []),
      ["approved-reviews", policy.key, "latest"],
      { tags: [REVIEWS_TAG, ...policy.tags], revalidate: policy.revalidate },
    )();
  };
  return orFallback(read, [], "the latest approved reviews");
}

import "server-only";

import { unstable_cache } from "next/cache";

import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { readApprovedRatingTotals, readApprovedReviews, type ApprovedRatingTotals, type ApprovedReview } from "./approved-reviews";
import { REVIEWS_TAG, reviewsTagFor } from "./cache-tags";

/** Approvals revalidate the tags at once (revalidate-approved-reviews.ts); this is only the safety net. */
const REFRESH_SECONDS = 3600;

export type ProductReviews = { totals: ApprovedRatingTotals; reviews: ApprovedReview[] };

const noProductReviews: ProductReviews = { totals: { count: 0, ratingSum: 0 }, reviews: [] };

/**
 * `next build` prerenders pages in several worker processes, and an embedded PGlite folder opens in one process
 * only (a running shop may hold it too). Such a build renders the catalogue baseline, still through the tagged
 * cache so the page carries its tags, under its own key and with a short life, so the first minute of traffic
 * after a deploy renders the page again from the database. Postgres is read at build time like any other time.
 */
function cachePolicy(): { key: string; revalidate: number; readDatabase: boolean } {
  const readDatabase = !(process.env.NEXT_PHASE === "phase-production-build" && !env.DATABASE_URL);
  return readDatabase ? { key: "db", revalidate: REFRESH_SECONDS, readDatabase } : { key: "baseline", revalidate: 60, readDatabase };
}

/** A page must still render when the database is away: the catalogue figures stand in, and the failure is logged. */
async function orFallback<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`[reviews] reading ${what} failed`, error);
    return fallback;
  }
}

/** One product's approved reviews and rating totals, cached under REVIEWS_TAG and the product's own tag. */
export function getProductReviews(productSlug: string): Promise<ProductReviews> {
  const policy = cachePolicy();
  const cached = unstable_cache(
    async (): Promise<ProductReviews> => {
      if (!policy.readDatabase) return noProductReviews;
      const db = await getDb();
      return { totals: await readApprovedRatingTotals(db, productSlug), reviews: await readApprovedReviews(db, { productSlug, limit: 10 }) };
    },
    ["approved-reviews", policy.key, productSlug],
    { tags: [REVIEWS_TAG, reviewsTagFor(productSlug)], revalidate: policy.revalidate },
  );
  return orFallback(cached, noProductReviews, `approved reviews of ${productSlug}`);
}

/** The newest approved reviews of every product, for /reviews. */
export function getLatestApprovedReviews(): Promise<ApprovedReview[]> {
  const policy = cachePolicy();
  const cached = unstable_cache(async () => (policy.readDatabase ? readApprovedReviews(await getDb(), { limit: 12 }) : []), ["approved-reviews", policy.key, "latest"], {
    tags: [REVIEWS_TAG],
    revalidate: policy.revalidate,
  });
  return orFallback(cached, [], "the latest approved reviews");
}

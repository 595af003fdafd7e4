import "server-only";

import { and, desc, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { reviews } from "@/lib/db/schema";

/** An approved review as pages show it; plain data, so it survives the cache's JSON round trip. */
export type ApprovedReview = {
  id: string;
  productName: string;
  productSlug: string | null;
  customerName: string;
  rating: number;
  title: string;
  body: string;
  recommend: "yes" | "no" | "maybe" | null;
  createdAt: string;
};

/** Newest approved reviews, of one product when `productSlug` is given. */
export async function readApprovedReviews(
  db: Db,
  options: { productSlug?: string; limit?: number } = {},
): Promise<ApprovedReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      productName: reviews.productName,
      productSlug: reviews.productSlug,
      customerName: reviews.customerName,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      recommend: reviews.recommend,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.status, "approved"),
        options.productSlug ? eq(reviews.productSlug, options.productSlug) : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt))
    .limit(options.limit ?? 12);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

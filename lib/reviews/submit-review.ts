import "server-only";

import type { Db } from "@/lib/db";
import { reviews } from "@/lib/db/schema";
import type { Review } from "@/lib/validations/review";
import { findReviewableLines } from "./reviewable-order";

export type SubmitReviewResult =
  { ok: true; id: string } | { ok: false; reason: "order_not_found" | "not_in_order" | "duplicate" };

/**
 * Stores a review as pending, for moderation. `productPurchased` is a line of the order found by number and
 * e-mail: anything else is refused, so a published "verified purchase" is true. One review per order line.
 */
export async function submitReview(db: Db, review: Review): Promise<SubmitReviewResult> {
  const lines = await findReviewableLines(db, review.orderNumber, review.email, "en");
  if (!lines) return { ok: false, reason: "order_not_found" };
  const line = lines.find((candidate) => candidate.id === review.productPurchased);
  if (!line) return { ok: false, reason: "not_in_order" };

  const [row] = await db
    .insert(reviews)
    .values({
      orderId: line.orderId,
      orderItemId: Number(line.id),
      productName: line.productName,
      // Only items with a catalogue page carry a slug: their page's rating includes the review once approved.
      productSlug: line.productSlug,
      customerName: review.customerName,
      email: review.email,
      rating: review.rating,
      title: review.reviewTitle,
      body: review.reviewText,
      recommend: review.recommend,
      status: "pending",
    })
    .onConflictDoNothing({ target: reviews.orderItemId })
    .returning({ id: reviews.id });
  return row ? { ok: true, id: row.id } : { ok: false, reason: "duplicate" };
}

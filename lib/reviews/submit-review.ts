import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import { products } from "@/content/products";
import { reviewableProducts } from "@/content/reviewable-products";
import type { Db } from "@/lib/db";
import { orders, reviews } from "@/lib/db/schema";
import type { Review } from "@/lib/validations/review";

export type SubmitReviewResult = { ok: true; id: string } | { ok: false; reason: "order_not_found" | "duplicate" };

/** The order a review speaks for: that number placed with that e-mail, on either provider (Shopify orders arrive by webhook). */
async function findReviewedOrder(db: Db, orderNumber: string, email: string): Promise<string | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(sql`lower(${orders.email})`, email.toLowerCase())))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order?.id ?? null;
}

/**
 * Stores a review as pending, for moderation. A wrong e-mail and an unknown number get the same answer, so the
 * form cannot be used to find out which order numbers exist; one review per order and product.
 */
export async function submitReview(db: Db, review: Review): Promise<SubmitReviewResult> {
  const product = reviewableProducts.find((candidate) => candidate.id === review.productPurchased);
  if (!product) return { ok: false, reason: "order_not_found" };
  const orderId = await findReviewedOrder(db, review.orderNumber, review.email);
  if (!orderId) return { ok: false, reason: "order_not_found" };

  const [row] = await db
    .insert(reviews)
    .values({
      orderId,
      productName: product.name,
      // Only products with a catalogue page carry a slug: their page's rating includes the review once approved.
      productSlug: products.some((candidate) => candidate.slug === product.id) ? product.id : null,
      customerName: review.customerName,
      email: review.email,
      rating: review.rating,
      title: review.reviewTitle,
      body: review.reviewText,
      recommend: review.recommend,
      status: "pending",
    })
    .onConflictDoNothing({ target: [reviews.orderId, reviews.productName] })
    .returning({ id: reviews.id });
  return row ? { ok: true, id: row.id } : { ok: false, reason: "duplicate" };
}

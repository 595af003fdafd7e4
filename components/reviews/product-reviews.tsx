import { reviewMessages } from "@/content/messages/en/reviews";
import type { ApprovedReview } from "@/lib/reviews/approved-reviews";
import { ApprovedReviewsList } from "./approved-reviews-list";

/** The product's approved reviews under its details; nothing at all until it has one. */
export function ProductReviews({ reviews }: { reviews: ApprovedReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="product-reviews-heading" className="mt-10">
      <h2 id="product-reviews-heading" className="text-2xl font-semibold">
        {reviewMessages.approved.productTitle}
      </h2>
      <ApprovedReviewsList reviews={reviews} showProduct={false} className="mt-6 grid gap-6 md:grid-cols-2" />
    </section>
  );
}

import { reviewMessages } from "@/content/messages/reviews";
import type { ApprovedReview } from "@/lib/reviews/approved-reviews";
import { ApprovedReviewsList } from "./approved-reviews-list";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** The product's approved reviews under its details; nothing at all until it has one. */
export function ProductReviews({ reviews }: { reviews: ApprovedReview[] }) {
  const locale = getRequestLocale();
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="product-reviews-heading" className="mt-10">
      <h2 id="product-reviews-heading" className="text-2xl font-semibold">
        {reviewMessages[locale].approved.productTitle}
      </h2>
      <ApprovedReviewsList reviews={reviews} showProduct={false} className="mt-6 grid gap-6 md:grid-cols-2" />
    </section>
  );
}

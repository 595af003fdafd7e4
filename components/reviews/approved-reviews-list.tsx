import type { ApprovedReview } from "@/lib/reviews/approved-reviews";
import { ApprovedReviewCard } from "./approved-review-card";

export function ApprovedReviewsList({
  reviews,
  showProduct = true,
  className,
}: {
  reviews: ApprovedReview[];
  showProduct?: boolean;
  className?: string;
}) {
  return (
    <ul className={className ?? "grid gap-6 md:grid-cols-2 lg:grid-cols-3"} data-testid="approved-reviews">
      {reviews.map((review) => (
        <li key={review.id}>
          <ApprovedReviewCard review={review} showProduct={showProduct} />
        </li>
      ))}
    </ul>
  );
}

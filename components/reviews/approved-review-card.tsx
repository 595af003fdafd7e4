import { BadgeCheck, ThumbsUp } from "lucide-react";

import { StarRating } from "@/components/product/star-rating";
import { reviewsCopy } from "@/content/copy/reviews";
import { reviewMessages } from "@/content/messages/reviews";
import { bundleIn, productIn } from "@/content/localized";
import type { ApprovedReview } from "@/lib/reviews/approved-reviews";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** A moderated review: every one belongs to a real order, so each carries the verified-purchase mark. */
export function ApprovedReviewCard({ review, showProduct = true }: { review: ApprovedReview; showProduct?: boolean }) {
  const locale = getRequestLocale();
  const { approved } = reviewMessages[locale];
  // The stored name is the one the order line had (English); the catalogue names it in the page's language.
  const slug = review.productSlug;
  const productName = (slug && (productIn(slug, locale) ?? bundleIn(slug, locale))?.name) || review.productName;
  return (
    <article className="bg-card flex h-full flex-col gap-3 rounded-xl border p-6 shadow-sm">
      <StarRating rating={review.rating} />
      <h3 className="font-sans text-base font-semibold" dir="auto" data-shopper-text>
        {review.title}
      </h3>
      <p className="text-foreground/90 flex-1 whitespace-pre-line" dir="auto" data-shopper-text>
        {review.body}
      </p>
      <p className="text-sm">
        {/* dir="auto": a Latin name such as "Layla H." keeps its full stop at its end on an Arabic page. */}
        <span className="font-semibold" dir="auto" data-shopper-text>
          {showProduct ? approved.byline(review.customerName, productName) : review.customerName}
        </span>
        <span className="text-primary mt-1 flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-1">
            <BadgeCheck aria-hidden className="size-4" />
            {reviewsCopy[locale].verified}
          </span>
          {review.recommend === "yes" ? (
            <span className="inline-flex items-center gap-1">
              <ThumbsUp aria-hidden className="size-4" />
              {approved.recommends}
            </span>
          ) : null}
        </span>
      </p>
    </article>
  );
}

import Link from "next/link";

import { Button } from "@/components/ui/button";
import { reviewMessages } from "@/content/messages/reviews";
import type { ApprovedReview } from "@/lib/reviews/approved-reviews";
import { localizedPath } from "@/lib/i18n/locales";
import { ApprovedReviewsList } from "./approved-reviews-list";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/**
 * The product's approved reviews under its details: the reviews its rating counts (newest first), or a word that
 * there are none yet, with the way to write one either way.
 */
export function ProductReviews({ reviews, count }: { reviews: ApprovedReview[]; count: number }) {
  const locale = getRequestLocale();
  const text = reviewMessages[locale].approved;
  return (
    <section aria-labelledby="product-reviews-heading" className="mt-10 grid gap-6">
      <h2 id="product-reviews-heading" className="text-2xl font-semibold">
        {text.productTitle}
      </h2>
      {reviews.length === 0 ? (
        <p className="text-muted-foreground">{text.productEmpty}</p>
      ) : (
        <ApprovedReviewsList reviews={reviews} showProduct={false} className="grid gap-6 md:grid-cols-2" />
      )}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href={`${localizedPath(locale, "/reviews")}#write-review`}>{text.writeReview}</Link>
        </Button>
        {count > reviews.length ? (
          <Button asChild variant="ghost">
            <Link href={localizedPath(locale, "/reviews")}>{text.allReviews}</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

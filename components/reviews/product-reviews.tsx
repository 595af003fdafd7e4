import Link from "next/link";

import { Button } from "@/components/ui/button";
import { reviewMessages } from "@/content/messages/reviews";
import type { ApprovedReview } from "@/lib/reviews/approved-reviews";
import { localizedPath } from "@/lib/i18n/locales";
import { ApprovedReviewsList } from "./approved-reviews-list";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** Reviews shown before "Show all": two rows of the desktop grid. */
const FIRST_SHOWN = 4;

/**
 * The product's approved reviews under its details: every review its rating counts (newest first), or a word that
 * there are none yet, with the way to write one either way. The older ones wait in a native disclosure, which opens
 * without JavaScript and keeps the page one prerendered document (no `?page=` to make it dynamic).
 */
export function ProductReviews({ reviews }: { reviews: ApprovedReview[] }) {
  const locale = getRequestLocale();
  const text = reviewMessages[locale].approved;
  const first = reviews.slice(0, FIRST_SHOWN);
  const older = reviews.slice(FIRST_SHOWN);
  const grid = "grid gap-6 md:grid-cols-2";
  return (
    <section aria-labelledby="product-reviews-heading" className="mt-10 grid gap-6">
      <h2 id="product-reviews-heading" className="text-2xl font-semibold">
        {text.productTitle}
      </h2>
      {reviews.length === 0 ? (
        <p className="text-muted-foreground">{text.productEmpty}</p>
      ) : (
        <ApprovedReviewsList reviews={first} showProduct={false} className={grid} />
      )}
      {older.length > 0 ? (
        <details className="grid gap-6">
          <summary className="text-primary w-fit cursor-pointer py-2 font-medium underline-offset-4 hover:underline">
            {text.showAll(reviews.length)}
          </summary>
          <ApprovedReviewsList reviews={older} showProduct={false} className={grid} />
        </details>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href={`${localizedPath(locale, "/reviews")}#write-review`}>{text.writeReview}</Link>
        </Button>
      </div>
    </section>
  );
}

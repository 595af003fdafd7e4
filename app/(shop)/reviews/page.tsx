import type { Metadata } from "next";

import { PageHero } from "@/components/marketing/page-hero";
import { StarRating } from "@/components/product/star-rating";
import { Section } from "@/components/marketing/section";
import { ReviewStats } from "@/components/reviews/review-stats";
import { ReviewsCta } from "@/components/reviews/reviews-cta";
import { TestimonialsGrid } from "@/components/reviews/testimonials-grid";
import { WriteReviewSection } from "@/components/reviews/write-review-section";
import { ApprovedReviewsList } from "@/components/reviews/approved-reviews-list";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { claims } from "@/content/brand";
import { reviewsCopy } from "@/content/copy/reviews";
import { reviewMessages } from "@/content/messages/en/reviews";
import { testimonials } from "@/content/testimonials";
import { getLatestApprovedReviews } from "@/lib/reviews/cached-reviews";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...reviewsCopy.meta, path: "/reviews" });

export default async function ReviewsPage() {
  const approvedReviews = await getLatestApprovedReviews();
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: "Reviews", path: "/reviews" }]} />
      <PageHero eyebrow={reviewsCopy.hero.eyebrow} title={reviewsCopy.hero.title}>
        <div className="flex flex-col items-center gap-2">
          <StarRating rating={claims.averageRating} className="[&_svg]:size-6" />
          <p className="text-lg font-medium">{reviewsCopy.hero.rating}</p>
        </div>
      </PageHero>
      <Section id="testimonials" title={reviewsCopy.gridTitle}>
        <TestimonialsGrid testimonials={testimonials} />
      </Section>
      {approvedReviews.length > 0 ? (
        <Section id="approved-reviews" title={reviewMessages.approved.title} className="pt-0">
          <ApprovedReviewsList reviews={approvedReviews} />
        </Section>
      ) : null}
      <ReviewStats />
      <WriteReviewSection />
      <ReviewsCta />
    </>
  );
}

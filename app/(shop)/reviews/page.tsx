import type { Metadata } from "next";

import { PageHero } from "@/components/marketing/page-hero";
import { StarRating } from "@/components/product/star-rating";
import { Section } from "@/components/marketing/section";
import { ReviewStats } from "@/components/reviews/review-stats";
import { ReviewsCta } from "@/components/reviews/reviews-cta";
import { TestimonialsGrid } from "@/components/reviews/testimonials-grid";
import { WriteReviewSlot } from "@/components/reviews/write-review-slot";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { claims } from "@/content/brand";
import { reviewsCopy } from "@/content/copy/reviews";
import { testimonials } from "@/content/testimonials";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...reviewsCopy.meta, path: "/reviews" });

export default function ReviewsPage() {
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
      <ReviewStats />
      <WriteReviewSlot />
      <ReviewsCta />
    </>
  );
}

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
import { reviewsCopy } from "@/content/copy/reviews";
import { reviewMessages } from "@/content/messages/reviews";
import { claimsIn, testimonialsIn } from "@/content/localized";
import { getLatestApprovedReviews } from "@/lib/reviews/cached-reviews";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...reviewsCopy[locale].meta, path: "/reviews" });
}

export default async function ReviewsPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const approvedReviews = await getLatestApprovedReviews();
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { path: "/reviews" }]} />
      <PageHero eyebrow={reviewsCopy[locale].hero.eyebrow} title={reviewsCopy[locale].hero.title}>
        <div className="flex flex-col items-center gap-2">
          <StarRating rating={claimsIn(locale).averageRating} className="[&_svg]:size-6" />
          <p className="text-lg font-medium">{reviewsCopy[locale].hero.rating}</p>
        </div>
      </PageHero>
      <Section id="testimonials" title={reviewsCopy[locale].gridTitle}>
        <TestimonialsGrid testimonials={testimonialsIn(locale)} />
      </Section>
      {approvedReviews.length > 0 ? (
        <Section id="approved-reviews" title={reviewMessages[locale].approved.title} className="pt-0">
          <ApprovedReviewsList reviews={approvedReviews} />
        </Section>
      ) : null}
      <ReviewStats />
      <WriteReviewSection />
      <ReviewsCta />
    </>
  );
}

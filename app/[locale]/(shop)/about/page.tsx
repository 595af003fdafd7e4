import type { Metadata } from "next";

import { MilestonesTimeline } from "@/components/about/milestones-timeline";
import { StorySection } from "@/components/about/story-section";
import { ValuesGrid } from "@/components/about/values-grid";
import { NewsletterSection } from "@/components/marketing/newsletter-section";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { PageHero } from "@/components/marketing/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { aboutCopy } from "@/content/copy/about";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...aboutCopy[locale].meta, path: "/about", image: "/images/about.webp" });
}

export default async function AboutPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { path: "/about" }]} />
      <PageHero {...aboutCopy[locale].hero} />
      <StorySection />
      <ValuesGrid />
      <MilestonesTimeline />
      <NewsletterSection>
        <NewsletterForm />
      </NewsletterSection>
    </>
  );
}

import type { Metadata } from "next";

import { MilestonesTimeline } from "@/components/about/milestones-timeline";
import { StorySection } from "@/components/about/story-section";
import { ValuesGrid } from "@/components/about/values-grid";
import { NewsletterSection } from "@/components/marketing/newsletter-section";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { PageHero } from "@/components/marketing/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { aboutCopy } from "@/content/copy/about";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...aboutCopy.meta, path: "/about", image: "/images/about.webp" });

export default function AboutPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: "About", path: "/about" }]} />
      <PageHero {...aboutCopy.hero} />
      <StorySection />
      <ValuesGrid />
      <MilestonesTimeline />
      <NewsletterSection>
        <NewsletterForm />
      </NewsletterSection>
    </>
  );
}

import type { Metadata } from "next";

import { BundleCards } from "@/components/home/bundle-cards";
import { FaqTeaser } from "@/components/home/faq-teaser";
import { HeroSection } from "@/components/home/hero-section";
import { SignatureCollection } from "@/components/home/signature-collection";
import { TestimonialsTeaser } from "@/components/home/testimonials-teaser";
import { TrackOrderTeaser } from "@/components/home/track-order-teaser";
import { WhyChooseSection } from "@/components/home/why-choose-section";
import { NewsletterSection } from "@/components/marketing/newsletter-section";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { homeCopy } from "@/content/copy/home";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...homeCopy[locale].meta, path: "/", absoluteTitle: true, image: "/images/hero.webp" });
}

export default async function HomePage({ params }: Props) {
  await resolvePageLocale(params);
  return (
    <>
      <OrganizationJsonLd />
      <HeroSection />
      <SignatureCollection />
      <BundleCards />
      <WhyChooseSection />
      <TestimonialsTeaser />
      <FaqTeaser />
      <TrackOrderTeaser />
      <NewsletterSection>
        <NewsletterForm />
      </NewsletterSection>
    </>
  );
}

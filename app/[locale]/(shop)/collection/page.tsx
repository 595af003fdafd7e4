import type { Metadata } from "next";

import { CollectionCta } from "@/components/collection/collection-cta";
import { ProductGrid } from "@/components/collection/product-grid";
import { ProofPoints } from "@/components/collection/proof-points";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { collectionCopy } from "@/content/copy/collection";
import { getCommerce } from "@/lib/commerce";
import { getRatingSummaries } from "@/lib/reviews/cached-reviews";
import { withRatings } from "@/lib/reviews/rating-summaries";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...collectionCopy[locale].meta, path: "/collection" });
}

export default async function CollectionPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const [ratings, { products }] = await Promise.all([getRatingSummaries(), getCommerce().getCatalogue(locale)]);
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { path: "/collection" }]} />
      <PageHero {...collectionCopy[locale].hero} />
      <Section id="all-products" title={collectionCopy[locale].gridTitle}>
        <ProductGrid products={withRatings(products, ratings)} showSkinFit firstImageAboveFold />
      </Section>
      <ProofPoints />
      <CollectionCta />
    </>
  );
}

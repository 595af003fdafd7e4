import type { Metadata } from "next";

import { CollectionCta } from "@/components/collection/collection-cta";
import { ProductGrid } from "@/components/collection/product-grid";
import { ProofPoints } from "@/components/collection/proof-points";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { collectionCopy } from "@/content/copy/collection";
import { products } from "@/content/products";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...collectionCopy.meta, path: "/collection" });

export default function CollectionPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: "Products", path: "/collection" }]} />
      <PageHero {...collectionCopy.hero} />
      <Section id="all-products" title={collectionCopy.gridTitle}>
        <ProductGrid products={products} showSkinFit />
      </Section>
      <ProofPoints />
      <CollectionCta />
    </>
  );
}

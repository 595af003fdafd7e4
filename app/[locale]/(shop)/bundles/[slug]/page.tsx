import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BundleSummary } from "@/components/bundle/bundle-summary";
import { IncludedProducts } from "@/components/bundle/included-products";
import { BackHomeLink } from "@/components/product/back-home-link";
import { BreadcrumbNav } from "@/components/product/breadcrumb-nav";
import { ProductGallery } from "@/components/product/product-gallery";
import { ViewContentEvent } from "@/components/analytics/view-content-event";
import { PurchaseControls } from "@/components/product/purchase-controls";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { ProductJsonLd } from "@/components/seo/product-json-ld";
import { activeBundles } from "@/content/bundles";
import { bundleIn } from "@/content/localized";
import { bundleMessages } from "@/content/messages/bundle";
import { resolvePageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Only active bundles have pages; any other slug is the site's 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return activeBundles.map((bundle) => ({ slug: bundle.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const bundle = bundleIn((await params).slug, locale);
  if (!bundle) return {};
  return pageMetadata({ locale, title: bundle.name, description: bundle.description, path: `/bundles/${bundle.slug}`, image: bundle.image, imageAlt: bundle.name });
}

export default async function BundlePage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const bundle = bundleIn((await params).slug, locale);
  if (!bundle) notFound();

  const path = `/bundles/${bundle.slug}`;
  // No bundles index exists, so the trail goes Home > bundle.
  const crumbs = [
    { name: bundleMessages[locale].breadcrumb.home, href: "/" },
    { name: bundle.name, href: path },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <BreadcrumbNav items={crumbs} />
      <BackHomeLink />
      <div className="grid gap-10 lg:grid-cols-2">
        <ProductGallery images={bundle.gallery} name={bundle.name} />
        <div className="flex flex-col gap-6">
          <BundleSummary bundle={bundle} />
          <PurchaseControls merchandiseId={bundle.shopifyVariantId} name={bundle.name} price={bundle.bundlePrice} shareText={bundle.description} kind="bundle" showWishlist={false} />
        </div>
      </div>
      <IncludedProducts items={bundle.includedProducts} />
      <ViewContentEvent id={bundle.shopifyVariantId} name={bundle.name} price={bundle.bundlePrice} />
      <ProductJsonLd
        item={{
          name: bundle.name,
          description: bundle.description,
          images: bundle.gallery,
          sku: bundle.id,
          path,
          price: bundle.bundlePrice,
          rating: bundle.rating,
          reviewCount: bundle.reviews,
        }}
      />
      <BreadcrumbJsonLd items={crumbs.map(({ name, href }) => ({ name, path: href }))} />
    </div>
  );
}

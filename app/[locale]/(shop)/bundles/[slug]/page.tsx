import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BundleSummary } from "@/components/bundle/bundle-summary";
import { IncludedProducts } from "@/components/bundle/included-products";
import { BackHomeLink } from "@/components/product/back-home-link";
import { BreadcrumbNav } from "@/components/product/breadcrumb-nav";
import { ProductGallery } from "@/components/product/product-gallery";
import { DisplayPrice } from "@/components/currency/display-price";
import { ViewContentEvent } from "@/components/analytics/view-content-event";
import { PayOnlineNote } from "@/components/product/pay-online-note";
import { PurchaseControls } from "@/components/product/purchase-controls";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { ProductJsonLd } from "@/components/seo/product-json-ld";
import { bundles } from "@/content/bundles";
import { bundleMessages } from "@/content/messages/bundle";
import { productMessages } from "@/content/messages/product";
import { getCommerce } from "@/lib/commerce";
import { pageCashOnDeliveryOffer } from "@/lib/payments/checkout-offer";
import { getProductReviews } from "@/lib/reviews/cached-reviews";
import { ratingOfListed } from "@/lib/reviews/combined-rating";
import { ProductReviews } from "@/components/reviews/product-reviews";
import { resolvePageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * Every bundle content/ describes is prerendered; one the catalogue does not list renders the 404 (and comes back when
 * listed).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return bundles.map((bundle) => ({ slug: bundle.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const bundle = await getCommerce().getBundle((await params).slug, locale);
  if (!bundle) return {};
  return pageMetadata({
    locale,
    title: bundle.name,
    description: bundle.description,
    path: `/bundles/${bundle.slug}`,
    image: bundle.image,
    imageAlt: bundle.name,
  });
}

export default async function BundlePage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const bundle = await getCommerce().getBundle((await params).slug, locale);
  if (!bundle) notFound();

  // The rating is that of the approved reviews listed below, from the same tagged reading (the one an approval
  // refreshes). The price, listing and stock are the commerce provider's, through the catalogue's tagged cache.
  const approved = await getProductReviews(bundle.slug);
  const { rating, count } = ratingOfListed(approved);
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
          <BundleSummary bundle={{ ...bundle, rating, reviews: count }} />
          <PurchaseControls
            cashOnDelivery={await pageCashOnDeliveryOffer()}
            merchandiseId={bundle.shopifyVariantId}
            name={bundle.name}
            price={bundle.bundlePrice}
            shareText={bundle.description}
            kind="bundle"
            comingSoon={bundle.comingSoon}
            soldOut={bundle.soldOut}
            available={bundle.available}
            buyBar={{
              label: productMessages[locale].buyBar(bundle.name),
              price: <DisplayPrice amount={bundle.bundlePrice} />,
            }}
          />
          <PayOnlineNote priceAed={bundle.bundlePrice} locale={locale} />
        </div>
      </div>
      <IncludedProducts items={bundle.includedProducts} />
      <ProductReviews reviews={approved} />
      <ViewContentEvent id={bundle.shopifyVariantId} name={bundle.name} price={bundle.bundlePrice} />
      <ProductJsonLd
        item={{
          name: bundle.name,
          description: bundle.description,
          images: bundle.gallery,
          sku: bundle.id,
          path,
          price: bundle.bundlePrice,
          comingSoon: bundle.comingSoon,
          soldOut: bundle.soldOut,
          reviews: approved,
        }}
      />
      <BreadcrumbJsonLd items={crumbs.map(({ name, href }) => ({ name, path: href }))} />
    </div>
  );
}

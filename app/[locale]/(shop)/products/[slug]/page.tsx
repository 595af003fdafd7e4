import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BackHomeLink } from "@/components/product/back-home-link";
import { BreadcrumbNav } from "@/components/product/breadcrumb-nav";
import { ProductDetails } from "@/components/product/product-details";
import { ProductGallery } from "@/components/product/product-gallery";
import { ProductSummary } from "@/components/product/product-summary";
import { ViewContentEvent } from "@/components/analytics/view-content-event";
import { PurchaseControls } from "@/components/product/purchase-controls";
import { RelatedProducts } from "@/components/product/related-products";
import { ProductReviews } from "@/components/reviews/product-reviews";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { ProductJsonLd } from "@/components/seo/product-json-ld";
import { productIn, relatedProductsIn } from "@/content/localized";
import { products } from "@/content/products";
import { productMessages } from "@/content/messages/product";
import { combineRating } from "@/lib/reviews/combined-rating";
import { getProductReviews } from "@/lib/reviews/cached-reviews";
import { resolvePageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * Only the catalogue's products have pages, all prerendered. An unknown slug rendered here on demand would be kept in
 * the route cache with s-maxage, so server.mjs sends those to /unknown-product or /ar/unknown-product (per request, never cached), and
 * without server.mjs they get the site's prerendered 404.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ slug: product.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const product = productIn((await params).slug, locale);
  if (!product) return { title: productMessages[locale].notFound.title };
  return pageMetadata({ locale, title: product.name, description: product.description, path: `/products/${product.slug}`, image: product.image, imageAlt: product.name });
}

export default async function ProductPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const product = productIn((await params).slug, locale);
  if (!product) notFound();

  // Read through a tagged cache: the page stays prerendered, and approving a review refreshes it.
  const approved = await getProductReviews(product.slug);
  const { rating, count } = combineRating({ rating: product.rating, count: product.reviews }, approved.totals);
  const path = `/products/${product.slug}`;
  const crumbs = [
    { name: productMessages[locale].breadcrumb.home, href: "/" },
    { name: productMessages[locale].breadcrumb.products, href: "/collection" },
    { name: product.name, href: path },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <BreadcrumbNav items={crumbs} />
      <BackHomeLink />
      <div className="grid gap-10 lg:grid-cols-2">
        <ProductGallery images={product.gallery} name={product.name} />
        <div className="flex flex-col gap-6">
          <ProductSummary product={{ ...product, rating, reviews: count }} />
          <ViewContentEvent id={product.shopifyVariantId} name={product.name} price={product.price} />
          <PurchaseControls merchandiseId={product.shopifyVariantId} name={product.name} price={product.price} shareText={product.description} comingSoon={product.isComingSoon} />
        </div>
      </div>
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProductDetails product={product} />
          <ProductReviews reviews={approved.reviews} />
        </div>
        <aside className="lg:col-span-1">
          <RelatedProducts products={relatedProductsIn(product.slug, locale)} />
        </aside>
      </div>
      <ProductJsonLd
        item={{
          name: product.name,
          description: product.description,
          images: product.gallery,
          sku: product.id,
          path,
          price: product.price,
          comingSoon: product.isComingSoon,
          rating,
          reviewCount: count,
        }}
      />
      <BreadcrumbJsonLd items={crumbs.map(({ name, href }) => ({ name, path: href }))} />
    </div>
  );
}

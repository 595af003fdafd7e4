import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { NotifyMeForm } from "@/components/back-in-stock/notify-me-form";
import { BackHomeLink } from "@/components/product/back-home-link";
import { BreadcrumbNav } from "@/components/product/breadcrumb-nav";
import { ProductDetails } from "@/components/product/product-details";
import { ProductGallery } from "@/components/product/product-gallery";
import { ProductSummary } from "@/components/product/product-summary";
import { DisplayPrice } from "@/components/currency/display-price";
import { ViewContentEvent } from "@/components/analytics/view-content-event";
import { PayOnlineNote } from "@/components/product/pay-online-note";
import { PurchaseControls } from "@/components/product/purchase-controls";
import { RelatedProducts } from "@/components/product/related-products";
import { ProductReviews } from "@/components/reviews/product-reviews";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { ProductJsonLd } from "@/components/seo/product-json-ld";
import { products } from "@/content/products";
import { productMessages } from "@/content/messages/product";
import { getCommerce } from "@/lib/commerce";
import { pageCashOnDeliveryOffer } from "@/lib/payments/checkout-offer";
import { getProductReviews, getRatingSummaries } from "@/lib/reviews/cached-reviews";
import { ratingOfListed } from "@/lib/reviews/combined-rating";
import { withRatings } from "@/lib/reviews/rating-summaries";
import { resolvePageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * Only the catalogue's products have pages, all prerendered. An unknown slug rendered here on demand would be kept in
 * the route cache with s-maxage, so next.config.ts rewrites those to /unknown-product or /ar/unknown-product (a 404
 * no cache keeps; lib/http/unknown-catalogue-path.ts) before they reach this route.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ slug: product.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const product = await getCommerce().getProduct((await params).slug, locale);
  if (!product) return { title: productMessages[locale].notFound.title };
  return pageMetadata({
    locale,
    title: product.name,
    description: product.description,
    path: `/products/${product.slug}`,
    image: product.image,
    imageAlt: product.name,
  });
}

export default async function ProductPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  // Price, stock and listing come from the commerce provider through the catalogue's tagged cache: an edit in
  // /admin/catalogue or a Shopify webhook refreshes the page (revalidateCatalogue).
  const product = await getCommerce().getProduct((await params).slug, locale);
  if (!product) notFound();

  // Read through tagged caches: the page stays prerendered, and approving a review refreshes it (the collection's and
  // home's figures, getRatingSummaries, under the same tag). The rating beside the title and in the JSON-LD is that of
  // the reviews listed below, from the same reading, so the three can never disagree.
  const [approved, ratings, related] = await Promise.all([
    getProductReviews(product.slug),
    getRatingSummaries(),
    getCommerce().getRelatedProducts(product.slug, locale),
  ]);
  const { rating, count } = ratingOfListed(approved);
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
          <PurchaseControls
            cashOnDelivery={await pageCashOnDeliveryOffer()}
            merchandiseId={product.shopifyVariantId}
            name={product.name}
            price={product.price}
            shareText={product.description}
            wishlistSlug={product.slug}
            comingSoon={product.isComingSoon}
            soldOut={product.soldOut}
            available={product.available}
            buyBar={{
              label: productMessages[locale].buyBar(product.name),
              price: <DisplayPrice amount={product.price} />,
            }}
          />
          {/* Only where the shop keeps the stock itself: a Shopify shop's stock changes never reach lib/back-in-stock. */}
          {getCommerce().offers.editableCatalogue && (product.soldOut || product.isComingSoon) ? (
            <NotifyMeForm locale={locale} productSlug={product.slug} />
          ) : null}
          <PayOnlineNote priceAed={product.price} locale={locale} />
        </div>
      </div>
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProductDetails product={product} />
          <ProductReviews reviews={approved} />
        </div>
        <aside className="lg:col-span-1">
          <RelatedProducts products={withRatings(related, ratings)} />
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
          soldOut: product.soldOut,
          reviews: approved,
        }}
      />
      <BreadcrumbJsonLd items={crumbs.map(({ name, href }) => ({ name, path: href }))} />
    </div>
  );
}

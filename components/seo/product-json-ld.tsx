import { brand } from "@/content/brand";
import { policies } from "@/content/policies";
import { localizedPath } from "@/lib/i18n/locales";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { JsonLd } from "./json-ld";

export type ProductJsonLdInput = {
  name: string;
  description: string;
  images: string[];
  sku: string;
  path: string;
  price: number;
  comingSoon?: boolean;
  soldOut?: boolean;
  rating: number;
  reviewCount: number;
};

/** schema.org Product with its Offer and AggregateRating, for products and bundles alike. */
export function ProductJsonLd({ item }: { item: ProductJsonLdInput }) {
  const locale = getRequestLocale();
  const url = absoluteUrl(localizedPath(locale, item.path));
  return (
    <JsonLd
      data={{
        "@type": "Product",
        inLanguage: locale,
        name: item.name,
        description: item.description,
        image: item.images.map(absoluteUrl),
        sku: item.sku,
        url,
        brand: { "@type": "Brand", name: brand.name },
        offers: {
          "@type": "Offer",
          priceCurrency: policies.currency,
          price: item.price.toFixed(2),
          availability: item.comingSoon
            ? "https://schema.org/PreOrder"
            : item.soldOut
              ? "https://schema.org/OutOfStock"
              : "https://schema.org/InStock",
          url,
        },
        // Rated only by the approved reviews the page shows: a rating without them is not to be marked up.
        ...(item.reviewCount > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: item.rating,
                reviewCount: item.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      }}
    />
  );
}

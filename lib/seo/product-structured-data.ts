import { brand } from "@/content/brand";
import { policies } from "@/content/policies";
import type { ApprovedReview } from "@/lib/reviews/approved-reviews";
import { ratingOfListed } from "@/lib/reviews/combined-rating";
import { absoluteUrl } from "./absolute-url";

/** What a product or bundle page tells search engines about its item. */
export type ProductStructuredDataInput = {
  name: string;
  description: string;
  images: string[];
  sku: string;
  /** The page's own address, with its locale prefix. */
  path: string;
  price: number;
  comingSoon?: boolean;
  soldOut?: boolean;
  /** The approved reviews the page lists: the rating and `review` entries describe these and no others. */
  reviews: readonly Pick<ApprovedReview, "customerName" | "rating" | "title" | "body" | "createdAt">[];
};

function availabilityOf(item: ProductStructuredDataInput): string {
  if (item.comingSoon) return "https://schema.org/PreOrder";
  return item.soldOut ? "https://schema.org/OutOfStock" : "https://schema.org/InStock";
}

/**
 * schema.org Product with its Offer, and when the page lists approved reviews, their AggregateRating and each Review.
 * Search engines mark up only ratings whose reviews the page shows (issue 37: "4.9 (23 reviews)" with none listed),
 * so both come from the listed reviews themselves, and a page that lists none carries no rating at all.
 */
export function productStructuredData(item: ProductStructuredDataInput, locale: string): Record<string, unknown> {
  const url = absoluteUrl(item.path);
  const { rating, count } = ratingOfListed(item.reviews);
  return {
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
      availability: availabilityOf(item),
      url,
    },
    ...(count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
          review: item.reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.customerName },
            datePublished: review.createdAt.slice(0, 10),
            name: review.title,
            reviewBody: review.body,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

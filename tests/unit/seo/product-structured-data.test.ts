import { productStructuredData, type ProductStructuredDataInput } from "@/lib/seo/product-structured-data";

type ListedReview = ProductStructuredDataInput["reviews"][number];

const review = (rating: number, day: number): ListedReview => ({
  customerName: `Shopper ${day}`,
  rating,
  title: `Review ${day}`,
  body: `What shopper ${day} thought.`,
  createdAt: `2026-11-${String(day).padStart(2, "0")}T09:30:00.000Z`,
});

const item = (reviews: ListedReview[]): ProductStructuredDataInput => ({
  name: "Matcha Clay Mask",
  description: "A clay mask.",
  images: ["/images/mask.webp"],
  sku: "mask",
  path: "/products/matcha-clay-mask",
  price: 99,
  reviews,
});

// Issue 37: the page said "4.9 (23 reviews)", also in its JSON-LD, and listed none of them.
describe("the product JSON-LD rates exactly the reviews the page lists", () => {
  test("no listed review: no aggregateRating and no review entries", () => {
    const data = productStructuredData(item([]), "en");
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
  });

  test.each([
    ["one 5-star review", [5], 5],
    ["a 5 and a 2", [5, 2], 3.5],
    ["three averaging 4.33, to one decimal as the page shows it", [5, 4, 4], 4.3],
  ])("%s", (_label, ratings, average) => {
    const listed = ratings.map((rating, index) => review(rating, index + 1));
    const data = productStructuredData(item(listed), "en");
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: average,
      reviewCount: ratings.length,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toHaveLength(ratings.length);
  });

  test("each listed review is one Review, in the page's order, with its author, date, words and stars", () => {
    const data = productStructuredData(item([review(4, 20), review(5, 3)]), "ar");
    expect(data.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Shopper 20" },
        datePublished: "2026-11-20",
        name: "Review 20",
        reviewBody: "What shopper 20 thought.",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ name: "Review 3", datePublished: "2026-11-03" }),
    ]);
    expect(data.inLanguage).toBe("ar");
  });
});

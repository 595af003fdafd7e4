/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { ProductReviews } from "@/components/reviews/product-reviews";
import type { ApprovedReview } from "@/lib/reviews/approved-reviews";
import type { Locale } from "@/lib/i18n/locales";

let mockLocale: Locale = "en";
jest.mock("@/lib/i18n/request-locale", () => ({ getRequestLocale: () => mockLocale }));

// Newest first, as readApprovedReviews returns them.
const reviews = (count: number): ApprovedReview[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `review-${index}`,
    productName: "Matcha Clay Mask",
    productSlug: "matcha-clay-mask",
    customerName: `Shopper ${index + 1}`,
    rating: 5 - (index % 3),
    title: `Review number ${index + 1}`,
    body: `Words of shopper ${index + 1}.`,
    recommend: index === 0 ? "yes" : null,
    createdAt: new Date(Date.UTC(2026, 10, 30 - index)).toISOString(),
  }));

function show(list: ApprovedReview[], locale: Locale = "en") {
  mockLocale = locale;
  render(<ProductReviews reviews={list} />);
  return screen.getByRole("region", { name: locale === "en" ? "Customer reviews" : "تقييمات العملاء" });
}

const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole("article", { hidden: true })
    .map((article) => within(article).getByRole("heading", { hidden: true }).textContent);

describe("the product page lists the reviews its rating counts", () => {
  test("none yet: says so and offers to write the first", () => {
    const region = show([]);
    expect(within(region).getByText(/No one has reviewed this product yet/)).toBeInTheDocument();
    expect(within(region).queryAllByRole("article", { hidden: true })).toHaveLength(0);
    expect(within(region).getByRole("link", { name: "Write a Review" })).toHaveAttribute(
      "href",
      "/reviews#write-review",
    );
  });

  test("a few: every one shown, newest first, each marked as a verified purchase", () => {
    const region = show(reviews(3));
    expect(titles(region)).toEqual(["Review number 1", "Review number 2", "Review number 3"]);
    expect(within(region).getAllByText("Verified Purchase")).toHaveLength(3);
    expect(within(region).queryByText(/Show all/)).not.toBeInTheDocument();
  });

  test("many: the newest four open, every other one behind 'Show all', none left out of the page", () => {
    const region = show(reviews(9));
    expect(titles(region)).toEqual(Array.from({ length: 9 }, (_, index) => `Review number ${index + 1}`));
    const more = within(region).getByText("Show all 9 reviews");
    expect(more.tagName).toBe("SUMMARY");
    const disclosure = more.closest("details")!;
    expect(disclosure).not.toHaveAttribute("open");
    expect(within(disclosure).getAllByRole("article", { hidden: true })).toHaveLength(5);
  });

  test("in Arabic, every word on the section is Arabic", () => {
    const region = show(reviews(6), "ar");
    expect(within(region).getByText("عرض جميع التقييمات (6)")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "اكتب تقييمًا" })).toHaveAttribute(
      "href",
      "/ar/reviews#write-review",
    );
    expect(within(region).queryByText(/Show all|Write a Review|Verified/)).not.toBeInTheDocument();
  });
});

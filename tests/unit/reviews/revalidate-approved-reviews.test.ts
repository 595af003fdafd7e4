import { revalidateTag } from "next/cache";

import { REVIEWS_TAG, reviewsTagFor } from "@/lib/reviews/cache-tags";
import { revalidateApprovedReviews } from "@/lib/reviews/revalidate-approved-reviews";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

describe("revalidateApprovedReviews (for the back office's moderation)", () => {
  test("expires /reviews and the product's page, which read approved reviews under these tags", () => {
    revalidateApprovedReviews("matcha-clay-mask");
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      [REVIEWS_TAG, { expire: 0 }],
      [reviewsTagFor("matcha-clay-mask"), { expire: 0 }],
    ]);
  });

  test("a product without a page only touches /reviews", () => {
    revalidateApprovedReviews(null);
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([[REVIEWS_TAG, { expire: 0 }]]);
  });
});

import { combineRating } from "@/lib/reviews/combined-rating";

describe("combineRating: the catalogue figures are the baseline", () => {
  test.each([
    [
      "no approved reviews keep the catalogue figures",
      { rating: 4.9, count: 23 },
      { count: 0, ratingSum: 0 },
      { rating: 4.9, count: 23 },
    ],
    [
      "one 5-star review on 4.9 from 23",
      { rating: 4.9, count: 23 },
      { count: 1, ratingSum: 5 },
      { rating: 4.9, count: 24 },
    ],
    [
      "one 1-star review on 4.7 from 33",
      { rating: 4.7, count: 33 },
      { count: 1, ratingSum: 1 },
      { rating: 4.6, count: 34 },
    ],
    [
      "ten 1-star reviews on 4.9 from 15",
      { rating: 4.9, count: 15 },
      { count: 10, ratingSum: 10 },
      { rating: 3.3, count: 25 },
    ],
    ["a product without a baseline", { rating: 0, count: 0 }, { count: 2, ratingSum: 7 }, { rating: 3.5, count: 2 }],
  ])("%s", (_label, baseline, approved, expected) => {
    expect(combineRating(baseline, approved)).toEqual(expected);
  });
});

import { ratingFromApproved, ratingOfListed } from "@/lib/reviews/combined-rating";

describe("ratingFromApproved: a rating is the average of the approved reviews, nothing else", () => {
  test.each([
    ["no approved review: no rating at all", { count: 0, ratingSum: 0 }, { rating: 0, count: 0 }],
    ["one 5-star review", { count: 1, ratingSum: 5 }, { rating: 5, count: 1 }],
    ["a 5 and a 2", { count: 2, ratingSum: 7 }, { rating: 3.5, count: 2 }],
    ["three reviews averaging 4.33, to one decimal", { count: 3, ratingSum: 13 }, { rating: 4.3, count: 3 }],
  ])("%s", (_label, approved, expected) => {
    expect(ratingFromApproved(approved)).toEqual(expected);
  });
});

describe("ratingOfListed: the figure beside the stars is that of the reviews listed below it", () => {
  test.each([
    ["nothing listed: no rating", [], { rating: 0, count: 0 }],
    ["one listed 4", [4], { rating: 4, count: 1 }],
    ["5, 5 and 4 listed", [5, 5, 4], { rating: 4.7, count: 3 }],
  ])("%s", (_label, ratings, expected) => {
    expect(ratingOfListed(ratings.map((rating) => ({ rating })))).toEqual(expected);
  });
});

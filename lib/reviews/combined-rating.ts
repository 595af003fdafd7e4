/** The approved reviews of one catalogue item: how many, and the sum of their stars. */
export type ApprovedRatingTotals = { count: number; ratingSum: number };

export type RatingSummary = { rating: number; count: number };

export const noRating: RatingSummary = { rating: 0, count: 0 };

/**
 * The rating a page shows is the average of the approved reviews it can show, nothing else: a figure with no review
 * behind it on the page misleads the shopper and breaks search engines' rule for rated products (issue 37). One
 * decimal, as the catalogue shows ratings.
 */
export function ratingFromApproved(approved: ApprovedRatingTotals): RatingSummary {
  if (approved.count === 0) return noRating;
  return { rating: Math.round((approved.ratingSum / approved.count) * 10) / 10, count: approved.count };
}

/**
 * The rating of the reviews a page lists, from those very reviews: the figure beside the stars, the count and the
 * JSON-LD then cannot disagree with the list below them.
 */
export function ratingOfListed(listed: readonly { rating: number }[]): RatingSummary {
  return ratingFromApproved({
    count: listed.length,
    ratingSum: listed.reduce((sum, review) => sum + review.rating, 0),
  });
}

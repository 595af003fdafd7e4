/** What approved reviews add to a product's seed figures. */
export type ApprovedRatingTotals = { count: number; ratingSum: number };

export type RatingSummary = { rating: number; count: number };

/**
 * The catalogue's figures are the baseline (the reviews collected before this shop): approved reviews are added
 * to them as if each baseline review had the baseline average. One decimal, as the catalogue shows ratings.
 */
export function combineRating(baseline: RatingSummary, approved: ApprovedRatingTotals): RatingSummary {
  const count = baseline.count + approved.count;
  if (approved.count === 0 || count === 0) return baseline;
  const average = (baseline.rating * baseline.count + approved.ratingSum) / count;
  return { rating: Math.round(average * 10) / 10, count };
}

/** Ratings of a ride (PRODUCT.md, third round): once per ride, within a week of it. */

/** How long after the ride the customer may rate it. */
export const RATING_WINDOW_DAYS = 7;
/** Ratings at or under this ask what went wrong and raise an alert for dispatch. */
export const LOW_RATING_STARS = 3;
/** The period a chauffeur's average is taken over. */
export const RATING_AVERAGE_DAYS = 90;

/** What went wrong, as the rating page offers it for a low rating. */
export const RATING_REASONS = ["lateness", "car", "driving", "conduct", "other"] as const;
export const RATING_REASON_LABELS: Readonly<Record<(typeof RATING_REASONS)[number], string>> = {
  lateness: "Lateness",
  car: "The car",
  driving: "Driving",
  conduct: "Conduct",
  other: "Something else",
};

/** Below this average over at least `minCount` ratings a chauffeur is flagged (the operator may set both). */
export const DEFAULT_RATING_FLAG = { average: 4.6, minCount: 10 } as const;
export type RatingFlag = { average: number; minCount: number };

/** An average to two decimal places (4.666 → 4.67); null without ratings. */
export function ratingAverage(sumStars: number, count: number): number | null {
  return count === 0 ? null : Math.round((sumStars / count) * 100) / 100;
}

/** Whether a chauffeur's 90-day rating is under the operator's bar (only once enough rides were rated). */
export function isRatingFlagged(
  rating: { average: number | null; count: number },
  flag: RatingFlag = DEFAULT_RATING_FLAG,
): boolean {
  return rating.average !== null && rating.count >= flag.minCount && rating.average < flag.average;
}

/** A chauffeur's rating in a few words: "4.83 ★ (12)", "no ratings", with "under the bar" when flagged. */
export function describeRating(rating: { average: number | null; count: number; flagged: boolean }): string {
  if (rating.average === null) return "no ratings";
  return `${rating.average.toFixed(2)} ★ (${rating.count})${rating.flagged ? ", under the bar" : ""}`;
}

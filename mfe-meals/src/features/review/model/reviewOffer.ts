// The meals list's offer of a review, kept apart from the review's model and
// texts: the list route carries it in December and January.

/** "Your 2026 in food": the review's title, and the offer's link. */
export const yearInFood = (year: number): string => `Your ${year} in food`;

/**
 * The year whose review the meals list offers on `today` (`YYYY-MM-DD`): in
 * December the year ending, in January the year just ended, else none.
 */
export function offeredReviewYear(today: string): number | null {
  const year = Number(today.slice(0, 4));
  const month = today.slice(5, 7);
  if (month === '12') return year;
  if (month === '01') return year - 1;
  return null;
}

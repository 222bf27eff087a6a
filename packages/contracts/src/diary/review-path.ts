// Apart from review.ts: a screen that only links to a review must not bring zod with it.
/** The path of a year's review in the app: `/meals/review/2026`. */
export const reviewPath = (year: number): string => `/meals/review/${year}`;

/**
 * The `elementtiming` names (Element Timing API) of what a person waits for
 * on the diary's pages; the bench times the pages by them.
 */
export const PAINT_MARKS = {
  firstMealCard: 'first-meal-card',
  firstRestaurantCard: 'first-restaurant-card',
  mealNotes: 'meal-notes',
  /** The landing page's heading. */
  landingHero: 'landing-hero',
} as const;
export type PaintMark = (typeof PAINT_MARKS)[keyof typeof PAINT_MARKS];

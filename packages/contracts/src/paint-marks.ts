/**
 * The `elementtiming` names (Element Timing API) of what a person waits for
 * on the diary's pages; the bench times the pages by them.
 */
export const PAINT_MARKS = {
  firstMealCard: 'first-meal-card',
  firstRestaurantCard: 'first-restaurant-card',
  mealNotes: 'meal-notes',
} as const;
export type PaintMark = (typeof PAINT_MARKS)[keyof typeof PAINT_MARKS];

/**
 * Prefix of the `performance.mark` (followed by a `PaintMark`) that the shell's
 * `public/first-screen.js` sets on the frame that showed a device's copy of a
 * page in its place: Element Timing does not see into the copy's shadow tree.
 */
export const FIRST_SCREEN_MARK_PREFIX = 'first-screen:';

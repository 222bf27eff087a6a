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

/**
 * Prefix of the `performance.mark` (followed by a `PaintMark`) that the shell's
 * `public/first-screen.js` sets on the frame that showed a copy of a page in
 * its place: Element Timing does not see into the copy's shadow tree.
 */
export const FIRST_SCREEN_MARK_PREFIX = 'first-screen:';

/**
 * A page's first screen rendered when the shell is built, for a visitor who
 * is not signed in: the gateway puts it in the page's HTML (a JSON data block
 * with this id) and `first-screen.js` paints it before the app has started.
 */
export interface ServerFirstScreen {
  /** The `pathname` of the page, whatever its query. */
  address: string;
  /** The `elementtiming` name whose paint by the app ends the copy. */
  mark: PaintMark;
  /** The markup of the app's root element. */
  html: string;
  /** The texts of the stylesheets it needs, written for a shadow tree. */
  styles: string[];
}

/** The shell build's file of server first screens: `{ "pages": ServerFirstScreen[] }`. */
export const SERVER_FIRST_SCREENS_FILE = 'first-screens.json';
export const SERVER_FIRST_SCREEN_ELEMENT_ID = 'dd-first-screen';

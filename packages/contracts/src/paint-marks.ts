import type { AuthUser } from './auth';
import type { RuntimeConfig } from './runtime-config';

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
 * A page's first screen rendered on the server: a public page's when the
 * shell is built, a signed-in user's page by the web tier as it serves the
 * page. The web tier puts it in the page's HTML (a JSON data block with this
 * id) and `first-screen.js` paints it before the app has started.
 */
export interface ServerFirstScreen {
  /** The `pathname` of a public page, whatever its query; `pathname` and `search` of a user's page. */
  address: string;
  /** Whose page it is: `first-screen.js` paints it for this signed-in user only. Absent on a public page. */
  userId?: string;
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

/**
 * The cookie that carries the session's token to the web tier on a page
 * navigation (set and cleared by the shell's session store, SameSite=Strict),
 * so it can render the signed-in user's first screen. The API never reads it:
 * API requests carry the token as a bearer header.
 */
export const SESSION_COOKIE = 'dd_session';

/** What a remote's server renderer (its `dist-prerender/` bundle) is given for one page. */
export interface FirstScreenRequest {
  /** The page's `pathname` and `search`. */
  location: { pathname: string; search: string };
  /** The signed-in user's token, which the API is asked with. */
  token: string;
  /** The user the page is rendered for (the token's `user` claim). */
  user: AuthUser;
  /** The runtime configuration the page is served with. */
  config: RuntimeConfig;
  /** Sends an API request (a path under /api) for this user, as the browser would. */
  fetchApi: (
    path: string,
    init: { method: string; headers: Record<string, string> },
  ) => Promise<Response>;
}

/** The remote's part of a page's first screen: the markup of its route, once its first queries have answered. */
export interface RemoteFirstScreen {
  html: string;
  mark: PaintMark;
}

/** The export of a remote's server renderer. */
export interface RemoteFirstScreenRenderer {
  /** Null when the page has no first screen to render (its queries failed, or it is not a page this remote renders). */
  renderFirstScreen(request: FirstScreenRequest): Promise<RemoteFirstScreen | null>;
}

/**
 * After a signed-in user's first screen, the web tier puts the API answers its
 * render read in the page (a JSON data block with this id), and the remote's
 * first-requests script hands them to the app instead of asking again.
 */
export const SERVER_FIRST_ANSWERS_ELEMENT_ID = 'dd-first-answers';

/** The headers of an answer the app reads (a paged list's cursor), handed over with its body. */
export const FIRST_ANSWER_HEADERS = ['content-type', 'x-next-cursor'] as const;

/** A successful GET answer a server render read: `path` exactly as the page's query asks it. */
export interface FirstAnswer {
  path: string;
  headers: Partial<Record<(typeof FIRST_ANSWER_HEADERS)[number], string>>;
  body: string;
}

/** The answers for one user's page at one address: taken only by that user at that address. */
export interface ServerFirstAnswers {
  address: string;
  userId: string;
  answers: FirstAnswer[];
}

/** The file name of a remote's server renderer in its `dist-prerender/` folder. */
export const FIRST_SCREEN_RENDERER_FILE = 'prerender.cjs';

import { matchPage } from './match-page';
import { LANDING_BUILD_DIR } from './page-state';

/** A page that looks the same to every visitor who is not signed in: rendered once, by the shell's build. */
export interface SignedOutPage {
  /** The route it answers (a `:name` segment matches any one segment). */
  route: string;
  /** Its file in the shell's SIGNED_OUT_PAGES_DIR. */
  file: string;
  /** The folder of the shell's build whose index.html it is rendered into ('' for the shell's own). */
  entryDir: string;
}

/** The folder of the shell's build (beside `dist/`, never served as files) that holds the rendered signed-out pages. */
export const SIGNED_OUT_PAGES_DIR = 'dist-pages';

/**
 * The signed-out pages (product spec §2). `/` is the landing page's own
 * build, without the federation runtime; the others are the shell's. A
 * signed-in visitor's `/` and legal pages are rendered for them by the web tier.
 */
export const SIGNED_OUT_PAGES: readonly SignedOutPage[] = [
  { route: '/', file: 'landing.html', entryDir: LANDING_BUILD_DIR },
  { route: '/login', file: 'login.html', entryDir: '' },
  { route: '/signup', file: 'signup.html', entryDir: '' },
  { route: '/forgot-password', file: 'forgot-password.html', entryDir: '' },
  // The token is read when the form is sent: the page is the same for every token.
  { route: '/reset-password/:token', file: 'reset-password.html', entryDir: '' },
  { route: '/privacy-policy', file: 'privacy-policy.html', entryDir: '' },
  { route: '/terms', file: 'terms.html', entryDir: '' },
];

/** The signed-out page at `pathname` (a trailing slash allowed), if it is one. */
export function signedOutPageAt(pathname: string): SignedOutPage | undefined {
  return SIGNED_OUT_PAGES.find(({ route }) => matchPage(route, pathname) !== null);
}

/** A URL that opens `page` (its route with each parameter filled in), for its render. */
export function signedOutPageUrl(page: SignedOutPage): string {
  return page.route.replace(/:\w+/g, 'any');
}

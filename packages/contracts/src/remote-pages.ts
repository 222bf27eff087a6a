import { matchPage } from './match-page';

/** The feature remotes the shell mounts, by their Module Federation container names. */
export type RemoteName = 'mfe_restaurants' | 'mfe_meals' | 'mfe_discover' | 'mfe_account';

/**
 * Which remote serves which page, most specific first: the one table of the
 * shell's remote routes (derived from it), of each remote's mount (mountOf,
 * below which the remote declares its pages in its src/pages.tsx), and of
 * the web tier's choice of the remote to render and hint. A path ending in
 * `/*` covers the path itself and everything below it.
 */
export const REMOTE_PAGES: readonly {
  path: string;
  remote: RemoteName;
  /** Also served to a visitor who is not signed in (the page offers to sign in itself). */
  signedOut?: true;
}[] = [
  { path: '/restaurants/nearby/*', remote: 'mfe_discover' },
  { path: '/restaurants/*', remote: 'mfe_restaurants' },
  { path: '/meals/*', remote: 'mfe_meals' },
  { path: '/profile', remote: 'mfe_account' },
  { path: '/tags', remote: 'mfe_account' },
  // An invitation to a shared diary (issue 46): its link is opened before signing in too.
  { path: '/invites/:token', remote: 'mfe_account', signedOut: true },
];

/** Whether `pathname` is the page `path` of REMOTE_PAGES (a trailing slash aside; a `:name` segment matches any one segment). */
export function isRemotePage(path: string, pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path.includes('/:')) return matchPage(path, trimmed) !== null;
  if (!path.endsWith('/*')) return trimmed === path;
  const base = path.slice(0, -2);
  return trimmed === base || trimmed.startsWith(`${base}/`);
}

/** The remote serving the page at `pathname`, or null for the shell's own pages. */
export function remoteServing(pathname: string): RemoteName | null {
  return REMOTE_PAGES.find(({ path }) => isRemotePage(path, pathname))?.remote ?? null;
}

/**
 * Where the shell mounts a remote's routes: the base of its `/*` path
 * ('/meals'), or '' (the site root) for a remote that serves top-level pages.
 */
export function mountOf(remote: RemoteName): string {
  const covering = pagesOf(remote).find((path) => path.endsWith('/*'));
  return covering ? covering.slice(0, -2) : '';
}

/** Whether the remote page at `pathname` is served to a visitor who is not signed in too. */
export function isOpenSignedOut(pathname: string): boolean {
  return REMOTE_PAGES.some((page) => page.signedOut === true && isRemotePage(page.path, pathname));
}

/** The paths of one remote's pages. */
export function pagesOf(remote: RemoteName): string[] {
  return REMOTE_PAGES.filter((page) => page.remote === remote).map(({ path }) => path);
}

import { matchPath } from 'react-router';
import type { RemoteName } from './remoteNames';

/**
 * The pages each remote serves, most specific first: the paths app/routes.tsx
 * mounts each remote's routes on (the account remote owns two pages at the root).
 */
export const REMOTE_PAGES: readonly { path: string; remote: RemoteName }[] = [
  { path: '/restaurants/nearby/*', remote: 'mfe_discover' },
  { path: '/restaurants/*', remote: 'mfe_restaurants' },
  { path: '/meals/*', remote: 'mfe_meals' },
  { path: '/profile', remote: 'mfe_account' },
  { path: '/tags', remote: 'mfe_account' },
];

/** The remote serving the page at `pathname`, or null for the shell's own pages. */
export function remoteServing(pathname: string): RemoteName | null {
  return REMOTE_PAGES.find(({ path }) => matchPath(path, pathname) !== null)?.remote ?? null;
}

/** The paths of one remote's pages. */
export function pagesOf(remote: RemoteName): string[] {
  return REMOTE_PAGES.filter((page) => page.remote === remote).map(({ path }) => path);
}

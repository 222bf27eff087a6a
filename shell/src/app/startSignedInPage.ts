import { remoteServing } from '@dd/contracts';
import { inlineRuntimeConfig, sessionStore } from '@dd/shell-kit';
type PageLocation = Pick<Location, 'pathname' | 'search'>;
import { configureRemotes, preloadRemotePage } from '../features/remotes/remoteRegistry';

/**
 * Started by the entry beside the app's own code: for a signed-in page that a
 * remote serves, fetches at once the query cache's code and the remote's
 * routes, which rendering the route tree would ask for one after the other,
 * after the app's code. (The page's first API requests left earlier, from the
 * remote's first-requests script in the HTML.) Only with the configuration
 * in the page (the web tier writes it); otherwise the page loads them as it renders.
 */
export function startSignedInPage(location: PageLocation): void {
  const remote = remoteServing(location.pathname);
  const config = inlineRuntimeConfig();
  if (!remote || !config || !sessionStore.getToken()) return;
  configureRemotes(config.remotes);
  // One chunk (its name) with the route's import of QueryOutlet and the remote runtime, fetched once.
  void import(/* webpackChunkName: "signed-in-page" */ './query/QueryOutlet');
  preloadRemotePage(remote);
}

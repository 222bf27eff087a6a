import { remoteServing } from '@dd/contracts';
import { inlineRuntimeConfig, sessionStore } from '@dd/shell-kit';
import type { PageLocation } from '@dd/shell-kit/query';
import {
  configureRemotes,
  prefetchRemotePage,
  preloadRemotePage,
} from '../features/remotes/remoteRegistry';

/**
 * Started by the entry beside the app's own code: for a signed-in page that a
 * remote serves, fetches at once the query cache's code, the remote's routes
 * and, through the remote, the page's first query. Rendering the route tree
 * would ask for them one after the other, after the app's code. Only with the
 * configuration in the page (the gateway writes it); otherwise the page loads
 * them as it renders.
 */
export function startSignedInPage(location: PageLocation): void {
  const remote = remoteServing(location.pathname);
  const config = inlineRuntimeConfig();
  if (!remote || !config || !sessionStore.getToken()) return;
  configureRemotes(config.remotes);
  // One chunk with the route's import of QueryOutlet (its name), fetched once.
  const queryOutlet = import(/* webpackChunkName: "query-outlet" */ './query/QueryOutlet');
  preloadRemotePage(remote);
  prefetchRemotePage(remote, location, () => queryOutlet.then((module) => module.queryClient));
}

import { loadRemote } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { RemoteName } from '@dd/contracts';
import type { PageLocation, RoutePrefetch } from '@dd/shell-kit/query';

/**
 * Starts the first query of a remote's page through the remote's own
 * `./prefetch`, in parallel with the page's code: the shell knows which
 * remote serves a page, the remote which query the page asks first.
 */
export async function prefetchRemoteData(
  name: RemoteName,
  location: PageLocation,
  queryClient: Promise<QueryClient>,
): Promise<void> {
  const [module, client] = await Promise.all([
    loadRemote<{ default: RoutePrefetch }>(`${name}/prefetch`),
    queryClient,
  ]);
  if (typeof module?.default === 'function') module.default(location, client);
}

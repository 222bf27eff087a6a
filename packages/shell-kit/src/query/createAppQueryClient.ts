import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
// The package name, not a relative path: in a bundle this subpath is not the
// shared singleton, and it must watch the one session store every app uses.
import { sessionStore } from '@dd/shell-kit';
import { persistQueryCache, QUERY_CACHE_MAX_AGE } from './persistQueryCache';

/**
 * The app's query defaults: answers stay fresh for 30 s, a failed query is
 * retried once. An unused answer stays as long as a stored one may be
 * restored, or it would be dropped from the stored cache after 5 minutes.
 * Mutations run offline too (`networkMode: 'always'`): a write goes to the
 * outbox, which keeps it on the device until the network is back; paused,
 * the form would wait with it.
 */
export const APP_QUERY_DEFAULTS = {
  queries: {
    staleTime: 30_000,
    gcTime: QUERY_CACHE_MAX_AGE,
    retry: 1,
    refetchOnWindowFocus: false,
  },
  mutations: { networkMode: 'always' },
} satisfies DefaultOptions;

/**
 * The query cache of an app (the shell, or a remote running alone). Cached
 * answers belong to the user who fetched them: the cache is dropped whenever
 * the signed-in user changes (log out, session expiry, another account in
 * this tab), but kept when the same user only gets a fresh token. With
 * `persist`, it is also kept in IndexedDB for the signed-in user, and that
 * copy is deleted as the in-memory one is dropped (persistQueryCache).
 */
export function createAppQueryClient(
  defaultOptions: DefaultOptions = APP_QUERY_DEFAULTS,
  {
    persist = false,
    notRestored,
  }: {
    persist?: boolean;
    /** The hashes of queries the stored copy must not restore (the page's rendered ones). */
    notRestored?: ReadonlySet<string>;
  } = {},
): QueryClient {
  const queryClient = new QueryClient({ defaultOptions });
  let cachedForUserId = sessionStore.getUser()?.id ?? null;
  let persisted = persist ? persistQueryCache(queryClient, cachedForUserId, notRestored) : null;
  sessionStore.subscribe(() => {
    const userId = sessionStore.getUser()?.id ?? null;
    if (userId === cachedForUserId) return;
    cachedForUserId = userId;
    persisted?.remove();
    queryClient.clear();
    if (persist) persisted = persistQueryCache(queryClient, userId);
  });
  return queryClient;
}

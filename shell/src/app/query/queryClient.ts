import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@dd/shell-kit';

/**
 * The one query cache of the app, shared with every remote through the
 * `@tanstack/react-query` singleton. Loaded with the first page that reads or
 * writes server data, so the landing page never loads react-query.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

// Cached answers belong to the user who fetched them: drop them all when the
// signed-in user changes (log out, or another account logs in in this tab).
let cachedForUserId = sessionStore.getUser()?.id ?? null;
sessionStore.subscribe(() => {
  const userId = sessionStore.getUser()?.id ?? null;
  if (userId === cachedForUserId) return;
  cachedForUserId = userId;
  queryClient.clear();
});

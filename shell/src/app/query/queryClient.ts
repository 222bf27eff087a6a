import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app, shared with every remote through the
 * `@tanstack/react-query` singleton. Created on first use so that pages
 * without server data (the landing page) never load react-query.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

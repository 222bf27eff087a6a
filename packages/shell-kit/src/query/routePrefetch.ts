import type { QueryClient } from '@tanstack/react-query';

/** Where the browser is going: what a remote's page reads its query from. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * What a remote exposes as `./prefetch`: starts, in the app's query cache,
 * the first query of its page at `location`, while the page's own code is
 * still loading. The page then finds that query under its own key instead of
 * asking again. Synchronous and silent: a page without a known first query
 * starts nothing, and a failed prefetch is asked again by the page.
 */
export type RoutePrefetch = (location: PageLocation, queryClient: QueryClient) => void;

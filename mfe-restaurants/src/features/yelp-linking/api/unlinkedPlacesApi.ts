import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { UnlinkedPlacesPage } from '@dd/contracts/rules';
import { apiRequest } from '@dd/shell-kit';

/** Under 'imports': the Google Maps import (account remote) marks these stale after an import. */
export const unlinkedPlacesKeys = {
  all: ['imports', 'google-maps', 'unlinked'] as const,
  count: () => [...unlinkedPlacesKeys.all, 'count'] as const,
  walk: () => [...unlinkedPlacesKeys.all, 'walk'] as const,
};

/** Places per page of the walk. */
export const WALK_PAGE_SIZE = 20;

function fetchUnlinked(params: Record<string, string>, signal?: AbortSignal) {
  return apiRequest<UnlinkedPlacesPage>(
    `/api/imports/google-maps/unlinked?${new URLSearchParams(params)}`,
    { signal },
  );
}

/** How many imported places are not linked to Yelp (one place fetched with the count). */
export function unlinkedCountQuery() {
  return queryOptions({
    queryKey: unlinkedPlacesKeys.count(),
    queryFn: async ({ signal }) => (await fetchUnlinked({ limit: '1' }, signal)).total,
  });
}

/** The imported places to link, newest import first, page after page. */
export function unlinkedPlacesWalkQuery() {
  return infiniteQueryOptions({
    queryKey: unlinkedPlacesKeys.walk(),
    queryFn: ({ pageParam, signal }) =>
      fetchUnlinked(
        { limit: String(WALK_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The walk keeps its own place: a refetch would shift the places under it.
    // Dropped once the page is left, so the next visit starts from the places then unlinked.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

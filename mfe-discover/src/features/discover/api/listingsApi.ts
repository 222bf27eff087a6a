import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@dd/shell-kit';
import type { Listing } from '../model/listing';
import { InvalidNearbyResponseError, NEARBY_SERVICE_ERROR_PREFIX } from '../model/nearbyMessages';
import type { Coordinates } from '../model/places';
import {
  NEARBY_LIMIT,
  nearbyQueryParams,
  SUGGESTION_LIMIT,
  textSearchParams,
  type NearbyFilters,
  type TextSearch,
} from '../model/queries';
import { discoverKeys } from './discoverKeys';

// Listings change slowly and the yelp service caches them too.
const LISTINGS_STALE_MS = 5 * 60_000;

function businessesOf(answer: unknown): Listing[] | null {
  const businesses = (answer as { businesses?: unknown } | null | undefined)?.businesses;
  return Array.isArray(businesses) ? (businesses as Listing[]) : null;
}

/**
 * GET /api/yelp/search/nearby. A failed request raises 'Failed to search
 * nearby restaurants: <reason>' (product spec §8), an answer without a business list
 * an InvalidNearbyResponseError.
 */
export async function fetchNearby(
  centre: Coordinates,
  filters: NearbyFilters,
  signal?: AbortSignal,
): Promise<Listing[]> {
  let answer: unknown;
  try {
    answer = await apiRequest<unknown>(
      `/api/yelp/search/nearby?${nearbyQueryParams(centre, filters)}`,
      { signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${NEARBY_SERVICE_ERROR_PREFIX}${reason}`, { cause: error });
  }
  const businesses = businessesOf(answer);
  if (!businesses) throw new InvalidNearbyResponseError();
  return businesses;
}

export function nearbyQuery(centre: Coordinates, filters: NearbyFilters) {
  return queryOptions({
    queryKey: discoverKeys.nearby(centre, filters),
    queryFn: ({ signal }) => fetchNearby(centre, filters, signal),
    staleTime: LISTINGS_STALE_MS,
  });
}

async function fetchTextSearch(
  search: TextSearch,
  limit: number,
  signal?: AbortSignal,
): Promise<Listing[]> {
  const answer = await apiRequest<unknown>(`/api/yelp/search?${textSearchParams(search, limit)}`, {
    signal,
  });
  const businesses = businessesOf(answer);
  if (!businesses) throw new Error('The search answered without a list of businesses');
  return businesses;
}

/** GET /api/yelp/search: the Search for Restaurants panel's results (at most the nearby limit). */
export function textSearchQuery(search: TextSearch) {
  return queryOptions({
    queryKey: discoverKeys.search(search),
    queryFn: ({ signal }) => fetchTextSearch(search, NEARBY_LIMIT, signal),
    staleTime: LISTINGS_STALE_MS,
  });
}

/**
 * The search box's suggestions: a small text search, so each row has the
 * image, address and categories that Yelp's autocomplete (ids and names
 * only) lacks.
 */
export function suggestionsQuery(search: TextSearch) {
  return queryOptions({
    queryKey: discoverKeys.suggestions(search),
    queryFn: ({ signal }) => fetchTextSearch(search, SUGGESTION_LIMIT, signal),
    staleTime: LISTINGS_STALE_MS,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { RestaurantLocations, YelpSearchResponse } from '@dd/contracts';
import type { LatLong, YelpListing } from '@dd/contracts/rules';
import { apiRequest } from '@dd/shell-kit';
import { diaryKeys } from '../../lists/api/diaryKeys';
import { PHOTO_PLACE_NEAR_METERS } from '../model/nearestPlace';

// Places move rarely; a photo picked again soon after needs no new request.
const PLACES_STALE_MS = 5 * 60_000;
/** Yelp answers nearest first: enough for the three nearest, with some lacking coordinates. */
const NEARBY_LISTINGS_READ = 10;

/**
 * GET /api/restaurants/locations: the user's restaurants with coordinates,
 * under the key the restaurants map keeps its unfiltered answer, so either
 * fills the other's cache and a saved restaurant refreshes both.
 */
export function ownPlacesQuery() {
  return queryOptions({
    queryKey: [
      ...diaryKeys('restaurants').all,
      'locations',
      { filter: 'all', q: '', tagId: null },
    ] as const,
    queryFn: ({ signal }) =>
      apiRequest<RestaurantLocations>('/api/restaurants/locations', { signal }),
    staleTime: PLACES_STALE_MS,
  });
}

/** Coordinates as a query value: 6 decimals is about 10 cm, and one cache entry per spot. */
const coordinate = (value: number) => value.toFixed(6);

/**
 * GET /api/yelp/search/nearby within 1 km of `position`, nearest first (our
 * Yelp proxy): one request answers both the place within 150 m and, without
 * one, the nearest three to offer.
 */
export function nearbyListingsQuery(position: LatLong) {
  const latitude = coordinate(position.lat);
  const longitude = coordinate(position.long);
  return queryOptions({
    queryKey: ['yelp', 'photo-place', latitude, longitude] as const,
    queryFn: async ({ signal }): Promise<YelpListing[]> => {
      const query = new URLSearchParams({
        latitude,
        longitude,
        radius: String(PHOTO_PLACE_NEAR_METERS),
        limit: String(NEARBY_LISTINGS_READ),
        sort_by: 'distance',
      });
      const answer = await apiRequest<YelpSearchResponse>(`/api/yelp/search/nearby?${query}`, {
        signal,
      });
      return answer?.businesses ?? [];
    },
    staleTime: PLACES_STALE_MS,
  });
}

import type { Coordinates } from '../model/places';
import type { NearbyFilters, TextSearch } from '../model/queries';

/** Query keys of the discover screen's server state. */
export const discoverKeys = {
  all: ['discover'] as const,
  nearby: (centre: Coordinates, filters: NearbyFilters) =>
    [...discoverKeys.all, 'nearby', centre, filters] as const,
  search: (search: TextSearch) => [...discoverKeys.all, 'search', search] as const,
  suggestions: (search: TextSearch) => [...discoverKeys.all, 'suggestions', search] as const,
  categories: () => ['categories'] as const,
};

/**
 * Where the discover screen keeps the diary's yelpId → restaurant id index:
 * under the restaurants key, so whatever refreshes the diary's restaurants
 * refreshes it too, but beside their lists (a different shape of data).
 */
export const diaryYelpIndexKey = ['restaurants', 'yelp-index'] as const;
/** Every cached restaurants query (lists, details, this index). */
export const restaurantsKey = ['restaurants'] as const;

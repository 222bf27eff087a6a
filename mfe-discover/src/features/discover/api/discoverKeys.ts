import { diaryKeyPart } from '@dd/shell-kit';
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
 * Where the discover screen keeps which listings are in the diary (yelpId →
 * restaurant id, per set of looked-up ids): under the restaurants key, so
 * whatever refreshes the diary's restaurants refreshes these too, but beside
 * their lists and details (a different shape of data).
 */
export const diaryEntriesKeys = {
  all: ['restaurants', 'in-diary'] as const,
  /** In diary `diaryId` (null: the personal one). */
  of: (yelpIds: readonly string[], diaryId: string | null) =>
    [...diaryEntriesKeys.all, yelpIds, ...diaryKeyPart(diaryId)] as const,
};
/** Every cached restaurants query (lists, details, these lookups). */
export const restaurantsKey = ['restaurants'] as const;

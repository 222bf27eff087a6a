import { queryOptions } from '@tanstack/react-query';
import type { RestaurantLocations } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import {
  diaryKeys,
  listFilterQuery,
  normalisedListParams,
  type DiaryListParams,
} from '@dd/diary-ui';

/** Query keys of the map's places, under the restaurants' keys (a `['restaurants']` invalidation reaches them). */
export const restaurantLocationKeys = {
  all: () => [...diaryKeys('restaurants').all, 'locations'] as const,
  matching: (params: DiaryListParams, tagId: string | null) =>
    [...restaurantLocationKeys.all(), { ...params, tagId }] as const,
};

/**
 * GET /api/restaurants/locations: every matching restaurant with coordinates
 * (id, name, thumbs, lat, long) and the count of those without, in one light
 * answer instead of paging through full records.
 */
export function restaurantLocationsQuery(params: DiaryListParams, tagId: string | null) {
  const normalised = normalisedListParams(params);
  // The list's own narrowing: `filter` (not 'all'), `q` (not blank), `wantToGo`, `tagId`.
  const query = listFilterQuery(normalised, tagId).toString();
  return queryOptions({
    queryKey: restaurantLocationKeys.matching(normalised, tagId),
    queryFn: ({ signal }) =>
      apiRequest<RestaurantLocations>(`/api/restaurants/locations${query ? `?${query}` : ''}`, {
        signal,
      }),
  });
}

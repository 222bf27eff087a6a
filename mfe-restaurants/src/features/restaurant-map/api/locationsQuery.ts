import { queryOptions } from '@tanstack/react-query';
import type { RestaurantLocations } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import { TAG_FILTER_API_PARAM, diaryKeys, type DiaryListParams } from '@dd/diary-ui';

/** Query keys of the map's places, under the restaurants' keys (a `['restaurants']` invalidation reaches them). */
export const restaurantLocationKeys = {
  all: () => [...diaryKeys('restaurants').all, 'locations'] as const,
  matching: (params: DiaryListParams, tagId: string | null) =>
    [...restaurantLocationKeys.all(), { filter: params.filter, q: params.q, tagId }] as const,
};

/** The request's query: `filter` (not 'all'), `q` (not blank), `tagId`. */
export function locationsRequestQuery(
  params: DiaryListParams,
  tagId: string | null,
): URLSearchParams {
  const query = new URLSearchParams();
  if (params.filter !== 'all') query.set('filter', params.filter);
  const q = params.q.trim();
  if (q) query.set('q', q);
  if (tagId) query.set(TAG_FILTER_API_PARAM, tagId);
  return query;
}

/**
 * GET /api/restaurants/locations: every matching restaurant with coordinates
 * (id, name, thumbs, lat, long) and the count of those without, in one light
 * answer instead of paging through full records.
 */
export function restaurantLocationsQuery(params: DiaryListParams, tagId: string | null) {
  const normalised: DiaryListParams = { filter: params.filter, q: params.q.trim() };
  const query = locationsRequestQuery(normalised, tagId).toString();
  return queryOptions({
    queryKey: restaurantLocationKeys.matching(normalised, tagId),
    queryFn: ({ signal }) =>
      apiRequest<RestaurantLocations>(`/api/restaurants/locations${query ? `?${query}` : ''}`, {
        signal,
      }),
  });
}

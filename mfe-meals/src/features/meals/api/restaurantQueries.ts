import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Restaurant } from '@dd/contracts';
import { diaryKeys, diaryRecordQuery } from '@dd/diary-ui';
import { apiRequestPage } from '@dd/shell-kit';

const restaurantKeys = diaryKeys('restaurants');

/** How many restaurants the picker offers at a time: a search narrows them down. */
export const RESTAURANT_OPTIONS_LIMIT = 20;

/**
 * GET /api/restaurants/{id}, under the key the restaurants remote caches the
 * same record with (one query cache serves the whole app).
 */
export function restaurantQuery(id: string) {
  return diaryRecordQuery<Restaurant>('restaurants', id);
}

/**
 * The meal form's restaurant choices: the newest 20 of the user's
 * restaurants matching `q` (name, address or tag), searched by the server,
 * so the picker stays quick with thousands of restaurants. Kept under the
 * restaurants' key, so saving a restaurant refreshes it.
 */
export function restaurantOptionsQuery(q: string) {
  const search = q.trim();
  return queryOptions({
    queryKey: [...restaurantKeys.all, 'options', search] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: String(RESTAURANT_OPTIONS_LIMIT) });
      if (search) query.set('q', search);
      return (await apiRequestPage<Restaurant>(`/api/restaurants?${query}`, { signal })).items;
    },
    placeholderData: keepPreviousData,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { RestaurantSummary } from '@dd/contracts';
import { diaryKeys } from '@dd/diary-ui';
import { apiRequest } from '@dd/shell-kit';

/**
 * Under the restaurant's detail key, so invalidating the detail reaches it;
 * the thumbs mutation patches the detail record by its exact key only.
 */
export const restaurantSummaryKey = (id: string) =>
  [...diaryKeys('restaurants').detail(id), 'summary'] as const;

/** GET /api/restaurants/{id}/summary: liked and skipped dishes and the visits, in one call. */
export function restaurantSummaryQuery(id: string) {
  return queryOptions({
    queryKey: restaurantSummaryKey(id),
    // No abort signal: the two sections reading it mount and unmount together,
    // and a small answer is cheaper to finish than to ask for twice.
    queryFn: () =>
      apiRequest<RestaurantSummary>(`/api/restaurants/${encodeURIComponent(id)}/summary`),
  });
}

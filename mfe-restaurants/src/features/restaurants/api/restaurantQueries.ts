import { queryOptions } from '@tanstack/react-query';
import type { Restaurant, RestaurantTag, Tag } from '@dd/contracts';
import { diaryKeys } from '@dd/diary-ui';
import { apiRequest } from '@dd/shell-kit';

const restaurantKeys = diaryKeys('restaurants');

/** GET /api/restaurants/{id}, cached under the key the thumbs mutation patches. */
export function restaurantDetailQuery(id: string) {
  return queryOptions({
    queryKey: restaurantKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<Restaurant>(`/api/restaurants/${encodeURIComponent(id)}`, { signal }),
  });
}

/**
 * Kept beside (not under) the detail key: the thumbs mutation patches the
 * detail entry, which must never be confused with this tag list.
 */
export function restaurantTagsKey(id: string) {
  return [...restaurantKeys.all, 'tags', id] as const;
}

/** The restaurant's tags from its tag links; a failed load reads as no tags (SPEC §7). */
export function restaurantTagsQuery(id: string) {
  return queryOptions({
    queryKey: restaurantTagsKey(id),
    queryFn: async ({ signal }): Promise<Tag[]> => {
      try {
        const links = await apiRequest<RestaurantTag[]>(
          `/api/restaurant-tags/restaurant/${encodeURIComponent(id)}`,
          { signal },
        );
        return (links ?? []).map((link) => link.tagId);
      } catch (error) {
        if (signal?.aborted) throw error;
        return [];
      }
    },
  });
}

/** DELETE /api/restaurants/{id}. */
export function deleteRestaurant(id: string): Promise<void> {
  return apiRequest<void>(`/api/restaurants/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

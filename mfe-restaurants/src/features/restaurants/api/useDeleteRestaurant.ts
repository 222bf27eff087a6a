import type { QueryClient } from '@tanstack/react-query';
import { diaryKeys, recordTagsKey, useDelayedRecordDelete } from '@dd/diary-ui';

const restaurantKeys = diaryKeys('restaurants');

/**
 * Once the server has deleted the restaurant: the lists refetch in the
 * background; its own entries are only marked stale, since removing them
 * under a still-mounted detail page would refetch it (a 404). Meals are
 * refreshed too: the server clears their restaurant.
 */
function afterRestaurantDeleted(queryClient: QueryClient, id: string) {
  for (const queryKey of [restaurantKeys.detail(id), recordTagsKey('restaurant', id)])
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: restaurantKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: diaryKeys('meals').all });
}

/** DELETE /api/restaurants/{id} after the Undo window; the card leaves every list at once. */
export function useDeleteRestaurant() {
  return useDelayedRecordDelete('restaurants', afterRestaurantDeleted);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDiaryRecord, diaryKeys, recordTagsKey, removeCachedItem } from '@dd/diary-ui';

const restaurantKeys = diaryKeys('restaurants');

/**
 * DELETE /api/restaurants/{id}. On success the card leaves every cached list
 * page at once and the lists refetch in the background; the restaurant's own
 * entries are only marked stale, since removing them under a still-mounted
 * detail page would refetch it (a 404) before the page navigates away. Meals
 * are refreshed too: the server clears their restaurant.
 */
export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: (id) => deleteDiaryRecord('restaurants', id),
    onSuccess: (_nothing, id) => {
      queryClient.setQueriesData({ queryKey: restaurantKeys.lists() }, (data: unknown) =>
        removeCachedItem(data, id),
      );
      for (const queryKey of [restaurantKeys.detail(id), recordTagsKey('restaurant', id)])
        void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: diaryKeys('meals').all });
    },
  });
}

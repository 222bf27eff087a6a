import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Restaurant } from '@dd/contracts';
import { diaryKeys } from '@dd/diary-ui';
import type { ApiPage } from '@dd/shell-kit';
import { deleteRestaurant, restaurantTagsKey } from './restaurantQueries';

const restaurantKeys = diaryKeys('restaurants');

function withoutItem(data: unknown, id: string): unknown {
  const pages = (data as InfiniteData<ApiPage<Restaurant>> | undefined)?.pages;
  if (!Array.isArray(pages)) return data;
  return {
    ...(data as InfiniteData<ApiPage<Restaurant>>),
    pages: pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item._id !== id),
    })),
  };
}

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
    mutationFn: (id) => deleteRestaurant(id),
    onSuccess: (_nothing, id) => {
      queryClient.setQueriesData({ queryKey: restaurantKeys.lists() }, (data: unknown) =>
        withoutItem(data, id),
      );
      for (const queryKey of [restaurantKeys.detail(id), restaurantTagsKey(id)])
        void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: diaryKeys('meals').all });
    },
  });
}

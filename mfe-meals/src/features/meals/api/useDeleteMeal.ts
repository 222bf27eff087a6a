import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Meal } from '@dd/contracts';
import type { ApiPage } from '@dd/shell-kit';
import { deleteMeal } from './mealApi';
import { mealKeys, mealTagsKey } from './mealQueries';

function withoutMeal(data: unknown, id: string): unknown {
  const pages = (data as InfiniteData<ApiPage<Meal>> | undefined)?.pages;
  if (!Array.isArray(pages) || !pages.some((page) => page.items.some((item) => item._id === id)))
    return data;
  return {
    ...(data as InfiniteData<ApiPage<Meal>>),
    pages: pages.map((page) =>
      page.items.some((item) => item._id === id)
        ? { ...page, items: page.items.filter((item) => item._id !== id) }
        : page,
    ),
  };
}

/**
 * DELETE /api/meals/{id}. On success the card leaves every cached list page at
 * once, without refetching the pages loaded so far (the cursors of the next
 * pages stay valid); the lists are only marked stale. The meal's own entries
 * are marked stale too, not removed: removing them under a still-mounted
 * detail page would refetch it (a 404) before the page navigates away.
 */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: (id) => deleteMeal(id),
    onSuccess: (_nothing, id) => {
      queryClient.setQueriesData({ queryKey: mealKeys.lists() }, (data: unknown) =>
        withoutMeal(data, id),
      );
      for (const queryKey of [mealKeys.lists(), mealKeys.detail(id), mealTagsKey(id)])
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDiaryRecord, recordTagsKey, removeCachedItem } from '@dd/diary-ui';
import { mealKeys } from './mealQueries';

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
    mutationFn: (id) => deleteDiaryRecord('meals', id),
    onSuccess: (_nothing, id) => {
      queryClient.setQueriesData({ queryKey: mealKeys.lists() }, (data: unknown) =>
        removeCachedItem(data, id),
      );
      for (const queryKey of [mealKeys.lists(), mealKeys.detail(id), recordTagsKey('meal', id)])
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    },
  });
}

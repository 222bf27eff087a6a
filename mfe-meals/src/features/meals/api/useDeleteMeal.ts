import type { QueryClient } from '@tanstack/react-query';
import { recordTagsKey, useDelayedRecordDelete } from '@dd/diary-ui';
import { mealKeys } from './mealQueries';

/**
 * Once the server has deleted the meal: the lists (already without it) are
 * marked stale without refetching, so the cursors of pages not loaded yet
 * stay valid. The meal's own entries are marked stale too, not removed:
 * removing them under a still-mounted detail page would refetch it (a 404).
 */
function afterMealDeleted(queryClient: QueryClient, id: string) {
  for (const queryKey of [mealKeys.lists(), mealKeys.detail(id), recordTagsKey('meal', id)])
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

/** DELETE /api/meals/{id} after the Undo window; the card leaves every list at once. */
export function useDeleteMeal() {
  return useDelayedRecordDelete('meals', afterMealDeleted);
}

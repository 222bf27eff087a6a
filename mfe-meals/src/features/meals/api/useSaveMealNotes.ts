import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meal } from '@dd/contracts';
import { patchCachedItem, updateDiaryRecord } from '@dd/diary-ui';
import { mealKeys } from './mealQueries';

/**
 * Saves `meal`'s notes (PUT /api/meals/{id} with `{ notes }`) and answers the
 * notes as stored. Only the notes of the cached meal change: the detail and
 * any list page holding it keep everything else (an optimistic thumbs
 * change, embedded tags). The cache updates live in the mutation's own
 * options, so they run even when the page has gone by the time it answers.
 */
export function useSaveMealNotes(meal: Meal) {
  const mealId = meal._id;
  const queryClient = useQueryClient();
  // What these notes were edited from: a save that waits offline keeps a change made elsewhere in view.
  const notesRead = { notes: meal.notes ?? '' };
  const { mutateAsync } = useMutation({
    mutationFn: (notes: string) =>
      updateDiaryRecord<Meal>('meals', mealId, { notes }, { sent: notesRead, read: notesRead }),
    onSuccess: ({ notes }) => {
      const withNotes = (meal: Meal): Meal => ({ ...meal, notes });
      queryClient.setQueryData<Meal>(mealKeys.detail(mealId), (meal) => meal && withNotes(meal));
      queryClient.setQueriesData({ queryKey: mealKeys.lists() }, (data: unknown) =>
        patchCachedItem<Meal>(data, mealId, withNotes),
      );
    },
  });
  return async (notes: string): Promise<string> => (await mutateAsync(notes)).notes ?? notes;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meal, NamedRef, Tag } from '@dd/contracts';
import type { EditBase } from '@dd/shell-kit';
import {
  companionKeys,
  invalidateAfterMove,
  isQueuedRecord,
  recordTagsKey,
  saveTaggedRecord,
} from '@dd/diary-ui';
import type { MealPayload } from '../model/mealPayload';
import { mealPreview } from '../model/pendingMeals';
import { mealKeys } from './mealQueries';

export type SaveMealInput = {
  /** The meal to update; without it one is created. */
  id?: string;
  payload: MealPayload;
  tags: readonly Tag[];
  /** The chosen restaurant with its name: a meal saved offline shows it until it syncs. */
  restaurant?: NamedRef | null;
  /** An edit's starting point: a save that waits offline is merged with changes made elsewhere. */
  base?: EditBase;
  /** The diary an edited meal moves to (its `_id`), with a restaurant and tags of that diary, or none. */
  moveTo?: string;
};

/**
 * Saves a meal and its tags (product spec §4 'Saving a meal'). The detail page then
 * reads the saved meal and tags from the cache; every meal list (a
 * restaurant's meals too) starts over from its first page: the meal may have
 * moved, or joined or left a filter. A meal moved to another diary leaves
 * both diaries' records, tags and people to be read again.
 */
export function useSaveMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload, tags, restaurant = null, base, moveTo }: SaveMealInput) =>
      saveTaggedRecord<Meal>('meal', {
        id,
        payload,
        base,
        moveTo,
        tagIds: tags.map((tag) => tag._id),
        preview: mealPreview(payload, restaurant),
      }),
    onSuccess: (meal, { tags, moveTo }) => {
      // Kept on the device (no network): the caches keep the server's copy until it syncs.
      if (isQueuedRecord(meal)) return;
      queryClient.setQueryData(mealKeys.detail(meal._id), meal);
      queryClient.setQueryData(recordTagsKey('meal', meal._id), [...tags]);
      void queryClient.resetQueries({ queryKey: mealKeys.lists() });
      // The people of the diary (suggestions, counts) may have changed with the meal.
      void queryClient.invalidateQueries({ queryKey: companionKeys.all });
      if (moveTo) void invalidateAfterMove(queryClient);
    },
  });
}

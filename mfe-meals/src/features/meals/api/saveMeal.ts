import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meal, Tag } from '@dd/contracts';
import { replaceTagLinks } from '@dd/diary-ui';
import { apiRequest } from '@dd/shell-kit';
import type { MealPayload } from '../model/mealPayload';
import { createMeal, updateMeal } from './mealApi';
import { mealKeys, mealTagsKey } from './mealQueries';

/** POST /api/meal-tags once per tag: the links of a meal that has none yet. */
async function linkNewMealTags(mealId: string, tagIds: readonly string[]) {
  await Promise.all(
    [...new Set(tagIds)].map((tagId) =>
      apiRequest('/api/meal-tags', { method: 'POST', body: { mealId, tagId } }),
    ),
  );
}

/**
 * The meal was stored but its tags were not. It carries the id, so the next
 * attempt updates that meal instead of creating a second one.
 */
export class MealTagsNotSavedError extends Error {
  readonly mealId: string;

  constructor(mealId: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Failed to save tags', { cause });
    this.name = 'MealTagsNotSavedError';
    this.mealId = mealId;
  }
}

export type SaveMealInput = {
  /** The meal to update; without it one is created. */
  id?: string;
  payload: MealPayload;
  tags: readonly Tag[];
};

/**
 * SPEC §4 'Saving a meal': save the meal, then (when editing) delete all its
 * tag links, then create one link per selected tag.
 */
export async function saveMeal({ id, payload, tags }: SaveMealInput): Promise<Meal> {
  const saved = id ? await updateMeal(id, payload) : await createMeal(payload);
  const mealId = id ?? saved._id;
  const tagIds = tags.map((tag) => tag._id);
  try {
    if (id) await replaceTagLinks('meal', mealId, tagIds);
    else await linkNewMealTags(mealId, tagIds);
  } catch (error) {
    throw new MealTagsNotSavedError(mealId, error);
  }
  return { ...saved, _id: mealId };
}

/**
 * Saves a meal and its tags. The detail page then reads the saved meal and
 * tags from the cache; every meal list (a restaurant's meals too) starts over
 * from its first page: the meal may have moved, or joined or left a filter.
 */
export function useSaveMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeal,
    onSuccess: (meal, { tags }) => {
      queryClient.setQueryData(mealKeys.detail(meal._id), meal);
      queryClient.setQueryData(mealTagsKey(meal._id), [...tags]);
      void queryClient.resetQueries({ queryKey: mealKeys.lists() });
    },
  });
}

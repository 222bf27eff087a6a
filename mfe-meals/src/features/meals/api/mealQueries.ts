import type { Meal } from '@dd/contracts';
import {
  diaryKeys,
  diaryListInfiniteQuery,
  diaryRecordQuery,
  type DiaryListParams,
} from '@dd/diary-ui';

export const mealKeys = diaryKeys('meals');

/**
 * How long a loaded list stays fresh. Long, because coming Back to a list
 * with many pages loaded must not refetch every page: this app's own writes
 * update the cached pages in place (thumbs, delete) or reset them (saves).
 */
export const MEAL_LIST_STALE_MS = 5 * 60_000;

/**
 * GET /api/meals page by page (`limit`, `cursor`, `filter`, `q`, `include=tags`,
 * and `tagId` for the meals carrying one tag), under `lists()`, where thumbs
 * and deletes patch the pages.
 */
export function mealListQuery(params: DiaryListParams, tagId: string | null = null) {
  return diaryListInfiniteQuery<Meal>('meals', params, { tagId, staleTime: MEAL_LIST_STALE_MS });
}

/** GET /api/meals/{id} (restaurant populated), cached under the key the thumbs mutation patches. */
export function mealDetailQuery(id: string) {
  return diaryRecordQuery<Meal>('meals', id);
}

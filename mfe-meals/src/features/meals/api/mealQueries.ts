import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Meal, MealTag, Tag } from '@dd/contracts';
import {
  DEFAULT_LIST_PAGE_SIZE,
  diaryKeys,
  listRequestQuery,
  TAG_FILTER_API_PARAM,
  type DiaryListParams,
} from '@dd/diary-ui';
import { apiRequest, apiRequestPage, type ApiPage } from '@dd/shell-kit';

export const mealKeys = diaryKeys('meals');

/**
 * How long a loaded list stays fresh. Long, because coming Back to a list
 * with many pages loaded must not refetch every page: this app's own writes
 * update the cached pages in place (thumbs, delete) or reset them (saves).
 */
export const MEAL_LIST_STALE_MS = 5 * 60_000;

/**
 * GET /api/meals page by page (`limit`, `cursor`, `filter`, `q`, `include=tags`,
 * and `tagId` for the meals carrying one tag). The key holds the trimmed
 * search and sits under `lists()`, where thumbs and deletes patch the pages.
 */
export function mealListQuery(params: DiaryListParams, tagId: string | null = null) {
  const normalised: DiaryListParams = { filter: params.filter, q: params.q.trim() };
  return infiniteQueryOptions({
    queryKey: tagId ? [...mealKeys.list(normalised), { tagId }] : mealKeys.list(normalised),
    queryFn: ({ pageParam, signal }): Promise<ApiPage<Meal>> => {
      const query = listRequestQuery(normalised, DEFAULT_LIST_PAGE_SIZE, pageParam);
      if (tagId) query.set(TAG_FILTER_API_PARAM, tagId);
      return apiRequestPage<Meal>(`/api/meals?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ApiPage<Meal>) => lastPage.nextCursor,
    staleTime: MEAL_LIST_STALE_MS,
  });
}

/** GET /api/meals/{id} (restaurant populated), cached under the key the thumbs mutation patches. */
export function mealDetailQuery(id: string) {
  return queryOptions({
    queryKey: mealKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Meal>(`/api/meals/${encodeURIComponent(id)}`, { signal }),
  });
}

/**
 * Kept beside (not under) the detail key: the thumbs mutation patches the
 * detail entry, which must never be confused with this tag list.
 */
export function mealTagsKey(id: string) {
  return [...mealKeys.all, 'tags', id] as const;
}

/**
 * The meal's tags from its tag links (GET /api/meal-tags/meal/{id}); a tag
 * since deleted comes as null (shown as 'Unknown Tag'). A failed load reads
 * as no tags (SPEC §7 Meal tags).
 */
export function mealTagsQuery(id: string) {
  return queryOptions({
    queryKey: mealTagsKey(id),
    queryFn: async ({ signal }): Promise<Array<Tag | null>> => {
      try {
        const links = await apiRequest<Array<Omit<MealTag, 'tagId'> & { tagId: Tag | null }>>(
          `/api/meal-tags/meal/${encodeURIComponent(id)}`,
          { signal },
        );
        return (links ?? []).map((link) => link.tagId ?? null);
      } catch (error) {
        if (signal?.aborted) throw error;
        return [];
      }
    },
  });
}

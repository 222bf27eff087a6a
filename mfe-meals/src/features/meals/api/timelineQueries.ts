import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Meal, MealTimelineStats } from '@dd/contracts';
import {
  DEFAULT_LIST_PAGE_SIZE,
  listFilterQuery,
  listRequestQuery,
  type DiaryListParams,
} from '@dd/diary-ui';
import { apiRequest, apiRequestPage, type ApiPage } from '@dd/shell-kit';
import { MEAL_LIST_STALE_MS, mealKeys } from './mealQueries';
import type { DateRange } from '../model/timelineUrl';

/** What a timeline shows: the list's filter and search, its tag, and a period. */
export type TimelineQuery = { params: DiaryListParams; tagId: string | null; range: DateRange };

function normalised({ params, tagId, range }: TimelineQuery) {
  return {
    filter: params.filter,
    q: params.q.trim(),
    tagId,
    ...(params.companion && { companion: params.companion }),
    ...(params.diaryId && { diaryId: params.diaryId }),
    from: range.from,
    to: range.to,
  };
}

function withRange(query: URLSearchParams, range: DateRange): URLSearchParams {
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  return query;
}

export const timelineKeys = {
  /** Under the meal lists, so thumbs changes and deletes patch the timeline's pages too. */
  pages: (query: TimelineQuery) => [...mealKeys.lists(), 'timeline', normalised(query)] as const,
  stats: (query: TimelineQuery) => [...mealKeys.all, 'timeline-stats', normalised(query)] as const,
};

/** GET /api/meals page by page within the period (`from`, `to`), as the grid pages. */
export function timelinePagesQuery(query: TimelineQuery) {
  const { params, tagId, range } = query;
  return infiniteQueryOptions({
    queryKey: timelineKeys.pages(query),
    queryFn: ({ pageParam, signal }): Promise<ApiPage<Meal>> =>
      apiRequestPage<Meal>(
        `/api/meals?${withRange(
          listRequestQuery(params, DEFAULT_LIST_PAGE_SIZE, pageParam, tagId),
          range,
        )}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ApiPage<Meal>) => lastPage.nextCursor,
    staleTime: MEAL_LIST_STALE_MS,
  });
}

/** GET /api/meals/timeline-stats: the period's figures under the same filters (fresh on each visit). */
export function timelineStatsQuery(query: TimelineQuery) {
  const { params, tagId, range } = query;
  const search = withRange(listFilterQuery(params, tagId), range);
  const suffix = search.size > 0 ? `?${search}` : '';
  return queryOptions({
    queryKey: timelineKeys.stats(query),
    queryFn: ({ signal }) =>
      apiRequest<MealTimelineStats>(`/api/meals/timeline-stats${suffix}`, { signal }),
  });
}

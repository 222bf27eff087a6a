import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequestPage, type ApiPage } from '@dd/shell-kit';
import { TAG_FILTER_API_PARAM } from '../../tags/model/tagFilter';
import type { DiaryListParams, DiaryResource } from '../model/listParams';
import { diaryKeys } from './diaryKeys';

export const DEFAULT_LIST_PAGE_SIZE = 24;

/**
 * The query string of one page request: `limit`, `filter` (not 'all'), `q`
 * (not blank), `tagId` (when narrowed to a tag), `include=tags`, `cursor`.
 */
export function listRequestQuery(
  params: DiaryListParams,
  pageSize: number,
  cursor: string | null,
  tagId: string | null = null,
): URLSearchParams {
  const query = new URLSearchParams({ limit: String(pageSize) });
  for (const [key, value] of listFilterQuery(params, tagId)) query.set(key, value);
  query.set('include', 'tags');
  if (cursor) query.set('cursor', cursor);
  return query;
}

/** How the API narrows a diary list: `filter` and `q` (trimmed), left out at their defaults, and `tagId`. */
export function listFilterQuery(params: DiaryListParams, tagId: string | null): URLSearchParams {
  const query = new URLSearchParams();
  if (params.filter !== 'all') query.set('filter', params.filter);
  const q = params.q.trim();
  if (q) query.set('q', q);
  if (tagId) query.set(TAG_FILTER_API_PARAM, tagId);
  return query;
}

export type DiaryListQueryOptions = {
  pageSize?: number;
  /** Only the records carrying this tag (`?tagId=`); null for all. */
  tagId?: string | null;
  /** How long loaded pages stay fresh (React Query's default when left out). */
  staleTime?: number;
};

/**
 * A diary list read page by page (the server filters, searches, narrows to a
 * tag and pages). The key holds the trimmed search and the tag, so 'pizza'
 * and 'pizza ' share one cache entry and a tagged list never shows another's.
 */
export function diaryListInfiniteQuery<T>(
  resource: DiaryResource,
  params: DiaryListParams,
  { pageSize = DEFAULT_LIST_PAGE_SIZE, tagId = null, staleTime }: DiaryListQueryOptions = {},
) {
  const normalised: DiaryListParams = { filter: params.filter, q: params.q.trim() };
  return infiniteQueryOptions({
    queryKey: diaryKeys(resource).list(normalised, tagId),
    queryFn: ({ pageParam, signal }): Promise<ApiPage<T>> =>
      apiRequestPage<T>(
        `/api/${resource}?${listRequestQuery(normalised, pageSize, pageParam, tagId)}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ApiPage<T>) => lastPage.nextCursor,
    ...(staleTime !== undefined && { staleTime }),
  });
}

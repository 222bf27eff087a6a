import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequestPage, type ApiPage } from '@dd/shell-kit';
import type { DiaryListParams, DiaryResource } from '../model/listParams';
import { diaryKeys } from './diaryKeys';

export const DEFAULT_LIST_PAGE_SIZE = 24;

/** The query string of one page request: `limit`, `filter` (not 'all'), `q` (not blank), `include=tags`, `cursor`. */
export function listRequestQuery(
  params: DiaryListParams,
  pageSize: number,
  cursor: string | null,
): URLSearchParams {
  const query = new URLSearchParams({ limit: String(pageSize) });
  if (params.filter !== 'all') query.set('filter', params.filter);
  const q = params.q.trim();
  if (q) query.set('q', q);
  query.set('include', 'tags');
  if (cursor) query.set('cursor', cursor);
  return query;
}

/**
 * A diary list read page by page (the server filters, searches and pages).
 * The key holds the trimmed search, so 'pizza' and 'pizza ' share one cache entry.
 */
export function diaryListInfiniteQuery<T>(
  resource: DiaryResource,
  params: DiaryListParams,
  { pageSize = DEFAULT_LIST_PAGE_SIZE }: { pageSize?: number } = {},
) {
  const normalised: DiaryListParams = { filter: params.filter, q: params.q.trim() };
  return infiniteQueryOptions({
    queryKey: diaryKeys(resource).list(normalised),
    queryFn: ({ pageParam, signal }): Promise<ApiPage<T>> =>
      apiRequestPage<T>(`/api/${resource}?${listRequestQuery(normalised, pageSize, pageParam)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ApiPage<T>) => lastPage.nextCursor,
  });
}

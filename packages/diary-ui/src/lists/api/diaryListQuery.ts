import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequestPage, type ApiPage } from '@dd/shell-kit';
import {
  normalisedListParams,
  type DiaryListParams,
  type DiaryResource,
} from '../model/listParams';
import { diaryKeys } from './diaryKeys';
import { DEFAULT_LIST_PAGE_SIZE, diaryListPagePath } from './diaryListPaths';

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
  const normalised = normalisedListParams(params);
  return infiniteQueryOptions({
    queryKey: diaryKeys(resource).list(normalised, tagId),
    queryFn: ({ pageParam, signal }): Promise<ApiPage<T>> =>
      apiRequestPage<T>(diaryListPagePath(resource, normalised, { pageSize, tagId }, pageParam), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ApiPage<T>) => lastPage.nextCursor,
    ...(staleTime !== undefined && { staleTime }),
  });
}

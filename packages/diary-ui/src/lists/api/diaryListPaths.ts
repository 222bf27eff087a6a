import { TAG_FILTER_API_PARAM } from '../../tags/model/tagFilter';
import type { DiaryListParams, DiaryResource } from '../model/listParams';

// The paths of diary list requests, free of React and the query cache: a
// remote's first-requests script sends the same requests before the app runs.

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

/**
 * How the API narrows a diary list: `filter` and `q` (trimmed), left out at
 * their defaults, `wantToGo=true` (restaurants saved for later), `tagId`,
 * `companion` (the meals shared with one person) and `diaryId` (a diary other
 * than the personal one).
 */
export function listFilterQuery(params: DiaryListParams, tagId: string | null): URLSearchParams {
  const query = new URLSearchParams();
  if (params.filter !== 'all') query.set('filter', params.filter);
  if (params.wantToGo) query.set('wantToGo', 'true');
  const q = params.q.trim();
  if (q) query.set('q', q);
  if (params.companion) query.set('companion', params.companion);
  if (tagId) query.set(TAG_FILTER_API_PARAM, tagId);
  if (params.diaryId) query.set('diaryId', params.diaryId);
  return query;
}

/**
 * The GET path of one page of a diary list (the first when `cursor` is null),
 * as the list's query asks for it.
 */
export function diaryListPagePath(
  resource: DiaryResource,
  params: DiaryListParams,
  {
    pageSize = DEFAULT_LIST_PAGE_SIZE,
    tagId = null,
  }: { pageSize?: number; tagId?: string | null } = {},
  cursor: string | null = null,
): string {
  return `/api/${resource}?${listRequestQuery(params, pageSize, cursor, tagId)}`;
}

import { matchPage } from '@dd/contracts';
import type { PageLocation } from '@dd/shell-kit/first-requests';
import { diaryRecordPath } from '../../detail/api/diaryRecordPath';
import { tagFilterFromSearchParams } from '../../tags/model/tagFilter';
import { parseListSearchParams, type DiaryResource } from '../model/listParams';
import { diaryListPagePath } from './diaryListPaths';

export interface DiaryPages {
  /** Whether the list page at these search parameters shows its grid (not a map or a timeline). */
  showsGrid: (searchParams: URLSearchParams) => boolean;
  /** Paths under `/<resource>/` that are pages of their own, not a record's id. */
  otherPages: ReadonlySet<string>;
}

/**
 * A remote's first requests (FirstRequests) for a diary resource's pages: its
 * list's grid (the first page, for the URL's filter, search and tag) and a
 * record's page, as their queries ask for them; none for any other page.
 */
export function diaryFirstRequests(
  resource: DiaryResource,
  { pathname, search }: PageLocation,
  { showsGrid, otherPages }: DiaryPages,
): string[] {
  const searchParams = new URLSearchParams(search);
  if (matchPage(`/${resource}`, pathname)) {
    if (!showsGrid(searchParams)) return [];
    return [
      diaryListPagePath(resource, parseListSearchParams(searchParams), {
        tagId: tagFilterFromSearchParams(searchParams),
      }),
    ];
  }
  const id = matchPage(`/${resource}/:id`, pathname)?.id;
  return id && !otherPages.has(id) ? [diaryRecordPath(resource, id)] : [];
}

import { queryOptions } from '@tanstack/react-query';
import type { BulkDeleteTagsResult, MergeTagsInput, Tag, TagWithCounts } from '@dd/contracts';
import { sortTagsByName, tagKeys } from '@dd/diary-ui';
import { apiRequest, diaryKeyPart, inDiaryPath, withDiaryId } from '@dd/shell-kit';
import { TAGS_WITH_COUNTS_PATH } from './tagsPaths';

/**
 * Keys of the tags page, per diary. They sit under the shared `tagKeys.all`,
 * so invalidating the tags anywhere (a form's picker, this page) reaches both.
 */
export const tagsPageKeys = {
  withCounts: (diaryId: string | null) =>
    [...tagKeys.all, 'counts', ...diaryKeyPart(diaryId)] as const,
};

/** GET /api/tags?include=counts of diary `diaryId` (null: the personal one), in name order. */
export function tagsWithCountsQuery(diaryId: string | null) {
  return queryOptions({
    queryKey: tagsPageKeys.withCounts(diaryId),
    queryFn: async ({ signal }) =>
      sortTagsByName(
        await apiRequest<TagWithCounts[]>(inDiaryPath(TAGS_WITH_COUNTS_PATH, diaryId), { signal }),
      ),
  });
}

/** PUT /api/tags/{id}; a name another tag has (any case) fails with the server's 409 message. */
export function renameTag({ id, name }: { id: string; name: string }): Promise<Tag> {
  return apiRequest<Tag>(`/api/tags/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { name },
  });
}

type Sending = { keepalive?: boolean };

/** DELETE /api/tags/{id}: the tag and its links. */
export async function deleteTag(id: string, { keepalive = false }: Sending = {}): Promise<void> {
  await apiRequest(`/api/tags/${encodeURIComponent(id)}`, { method: 'DELETE', keepalive });
}

/** POST /api/tags/bulk-delete: many tags of one diary and their links in one request. */
export function bulkDeleteTags(
  ids: readonly string[],
  { keepalive = false, diaryId = null }: Sending & { diaryId?: string | null } = {},
): Promise<BulkDeleteTagsResult> {
  return apiRequest<BulkDeleteTagsResult>('/api/tags/bulk-delete', {
    method: 'POST',
    body: withDiaryId({ ids }, diaryId),
    keepalive,
  });
}

/** POST /api/tags/merge: answers the surviving tag. */
export function mergeTags(input: MergeTagsInput): Promise<Tag> {
  return apiRequest<Tag>('/api/tags/merge', { method: 'POST', body: input });
}

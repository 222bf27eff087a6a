import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '@dd/contracts';
import {
  apiRequest,
  currentDiaryNow,
  diaryKeyPart,
  inDiaryPath,
  newLocalRef,
  outbox,
  useCurrentDiary,
  withDiaryId,
} from '@dd/shell-kit';
import { sortTagsByName } from '../model/tagEntry';

export const tagKeys = {
  all: ['tags'] as const,
  /** The tags of diary `diaryId` (null: the personal one). */
  ofDiary: (diaryId: string | null) => [...tagKeys.all, ...diaryKeyPart(diaryId)] as const,
};

/** GET /api/tags of diary `diaryId` (null: the personal one), in name order. */
export function tagsQuery(diaryId: string | null) {
  return queryOptions({
    queryKey: tagKeys.ofDiary(diaryId),
    queryFn: async ({ signal }) =>
      sortTagsByName(await apiRequest<Tag[]>(inDiaryPath('/api/tags', diaryId), { signal })),
  });
}

/** The current diary's tags (tagsQuery). */
export function useDiaryTags() {
  return useQuery(tagsQuery(useCurrentDiary().diaryId));
}

/**
 * POST /api/tags through the outbox, in the current diary; offline, the tag
 * with a local ref for its `_id`.
 */
export async function createTag(name: string): Promise<Tag> {
  const ref = newLocalRef();
  const result = await outbox.write<Tag>({
    method: 'POST',
    path: '/api/tags',
    body: withDiaryId({ name }, currentDiaryNow()),
    creates: { ref, field: '_id' },
    label: `New tag “${name}”`,
  });
  return result.queued ? ({ _id: ref, name } as Tag) : result.data;
}

/** Creates a tag and adds it to the cached tag list (when one is cached), in name order. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: (tag) => {
      queryClient.setQueryData<Tag[]>(tagKeys.ofDiary(currentDiaryNow()), (tags) =>
        tags ? sortTagsByName([...tags.filter((cached) => cached._id !== tag._id), tag]) : tags,
      );
    },
  });
}

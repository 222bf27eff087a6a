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
 * POST /api/tags through the outbox, in diary `diaryId` (null: the personal
 * one); offline, the tag with a local ref for its `_id`.
 */
async function createTagIn(diaryId: string | null, name: string): Promise<Tag> {
  const ref = newLocalRef();
  const result = await outbox.write<Tag>({
    method: 'POST',
    path: '/api/tags',
    body: withDiaryId({ name }, diaryId),
    creates: { ref, field: '_id' },
    label: `New tag “${name}”`,
  });
  return result.queued ? ({ _id: ref, name } as Tag) : result.data;
}

/** POST /api/tags in the current diary (createTagIn). */
export function createTag(name: string): Promise<Tag> {
  return createTagIn(currentDiaryNow(), name);
}

/**
 * Creates a tag in diary `diaryId` (null: the personal one) and adds it to
 * that diary's cached tag list (when one is cached), in name order.
 */
export function useCreateTag(diaryId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createTagIn(diaryId, name),
    onSuccess: (tag) => {
      queryClient.setQueryData<Tag[]>(tagKeys.ofDiary(diaryId), (tags) =>
        tags ? sortTagsByName([...tags.filter((cached) => cached._id !== tag._id), tag]) : tags,
      );
    },
  });
}

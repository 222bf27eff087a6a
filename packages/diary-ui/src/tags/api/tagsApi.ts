import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '@dd/contracts';
import { apiRequest, newLocalRef, outbox } from '@dd/shell-kit';
import { sortTagsByName } from '../model/tagEntry';

export const tagKeys = { all: ['tags'] as const };

/** GET /api/tags, in name order. */
export function tagsQuery() {
  return queryOptions({
    queryKey: tagKeys.all,
    queryFn: async ({ signal }) => sortTagsByName(await apiRequest<Tag[]>('/api/tags', { signal })),
  });
}

/** POST /api/tags through the outbox; offline, the tag with a local ref for its `_id`. */
export async function createTag(name: string): Promise<Tag> {
  const ref = newLocalRef();
  const result = await outbox.write<Tag>({
    method: 'POST',
    path: '/api/tags',
    body: { name },
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
      queryClient.setQueryData<Tag[]>(tagKeys.all, (tags) =>
        tags ? sortTagsByName([...tags.filter((cached) => cached._id !== tag._id), tag]) : tags,
      );
    },
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import { sortTagsByName } from '../model/tagEntry';

export const tagKeys = { all: ['tags'] as const };

/** GET /api/tags, in name order. */
export function tagsQuery() {
  return queryOptions({
    queryKey: tagKeys.all,
    queryFn: async ({ signal }) => sortTagsByName(await apiRequest<Tag[]>('/api/tags', { signal })),
  });
}

/** POST /api/tags. */
export function createTag(name: string): Promise<Tag> {
  return apiRequest<Tag>('/api/tags', { method: 'POST', body: { name } });
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

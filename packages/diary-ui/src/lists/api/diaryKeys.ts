import type { DiaryListParams, DiaryResource } from '../model/listParams';

/**
 * Query keys of a diary resource. Every list (any filter, search, tag or
 * shape) lives under `lists()`, so a thumbs change or a delete can reach all
 * of them.
 */
export function diaryKeys<R extends DiaryResource>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    /** A list narrowed to one tag (`tagId`) is a list of its own. */
    list: (params: DiaryListParams, tagId: string | null = null) =>
      tagId
        ? ([resource, 'list', params, { tagId }] as const)
        : ([resource, 'list', params] as const),
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}

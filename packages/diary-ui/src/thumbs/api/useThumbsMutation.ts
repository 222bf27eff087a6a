import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ThumbsValue } from '@dd/contracts';
import { outbox } from '@dd/shell-kit';
import { diaryKeys } from '../../lists/api/diaryKeys';
import type { DiaryResource } from '../../lists/model/listParams';
import { patchCachedItem } from '../model/patchCachedItem';

export type ThumbsItem = { _id: string; isThumbsUp?: ThumbsValue | null };
export type ThumbsVariables<T extends ThumbsItem> = { item: T; value: ThumbsValue };
type Snapshot = { entries: Array<[QueryKey, unknown]> };

/**
 * PUT /api/<resource>/<id>/thumbs through the outbox; answers the updated
 * record, or, when it has to wait for the network, the rating as sent.
 */
export async function putThumbs<T>(
  resource: DiaryResource,
  id: string,
  value: ThumbsValue,
): Promise<T> {
  const result = await outbox.write<T>({
    method: 'PUT',
    path: `/api/${resource}/${encodeURIComponent(id)}/thumbs`,
    body: { isThumbsUp: value },
    label: `Rating of a ${resource === 'meals' ? 'meal' : 'restaurant'}`,
  });
  return result.queued ? ({ _id: id, isThumbsUp: value } as T) : result.data;
}

/**
 * Sets a restaurant's or meal's thumbs with an optimistic update of every
 * cached list page under `lists()` and of the detail record.
 *
 * A filtered list (e.g. Thumbs Up) keeps a re-rated item visible until its
 * next fetch: the item changes in place and never vanishes under the user's
 * finger, and pressing the thumb again can undo the change. Every cached
 * list is marked stale, so a list shown next (another filter, or this one
 * again) is fetched anew.
 *
 * The server's record is merged over the cached item, so fields the list
 * embeds but PUT does not answer (`tags` from `include=tags`) stay.
 * On failure the snapshots are restored and the error reaches the caller.
 */
export function useThumbsMutation<T extends ThumbsItem>(resource: DiaryResource) {
  const queryClient = useQueryClient();
  const keys = diaryKeys(resource);

  const patchEverywhere = (id: string, patch: (item: T) => T) => {
    queryClient.setQueriesData({ queryKey: keys.lists() }, (data: unknown) =>
      patchCachedItem<T>(data, id, patch),
    );
    queryClient.setQueriesData({ queryKey: keys.detail(id), exact: true }, (data: unknown) =>
      patchCachedItem<T>(data, id, patch),
    );
  };

  return useMutation<T, Error, ThumbsVariables<T>, Snapshot>({
    mutationFn: ({ item, value }) => putThumbs<T>(resource, item._id, value),
    onMutate: async ({ item, value }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: keys.lists() }),
        queryClient.cancelQueries({ queryKey: keys.detail(item._id), exact: true }),
      ]);
      const entries = [
        ...queryClient.getQueriesData({ queryKey: keys.lists() }),
        ...queryClient.getQueriesData({ queryKey: keys.detail(item._id), exact: true }),
      ];
      patchEverywhere(item._id, (cached) => ({ ...cached, isThumbsUp: value }));
      return { entries };
    },
    onError: (_error, _variables, snapshot) => {
      for (const [queryKey, data] of snapshot?.entries ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSuccess: (record, { item }) => {
      patchEverywhere(item._id, (cached) => ({ ...cached, ...record }));
      // Other filters may now include or exclude the item: mark every list stale
      // so the next one shown is fetched again, without refetching this one now.
      void queryClient.invalidateQueries({ queryKey: keys.lists(), refetchType: 'none' });
    },
  });
}

import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCurrentDiary } from '@dd/shell-kit';
import type { MergeTagsInput, Tag, TagWithCounts } from '@dd/contracts';
import {
  createTag,
  deletedCountMessage,
  deletedMessage,
  diaryKeys,
  hideInCache,
  tagKeys,
  useDelayedDeletes,
} from '@dd/diary-ui';
import { withName, withTag, without, withoutAny } from '../model/tagCache';
import { bulkDeleteTags, deleteTag, mergeTags, renameTag, tagsPageKeys } from './tagsApi';

type TagList = TagWithCounts[];

/**
 * After a change that other screens show: the plain tag list (form pickers)
 * and the restaurant and meal caches (lists embed tag names, and may be
 * filtered by a tag that is gone now).
 */
function invalidateTagUsers(
  queryClient: QueryClient,
  diaryId: string | null,
  { lists }: { lists: boolean },
) {
  void queryClient.invalidateQueries({ queryKey: tagKeys.ofDiary(diaryId), exact: true });
  if (!lists) return;
  void queryClient.invalidateQueries({ queryKey: diaryKeys('restaurants').all });
  void queryClient.invalidateQueries({ queryKey: diaryKeys('meals').all });
}

/** POST /api/tags; the tag joins the page's list (once: the server may answer an existing tag). */
export function useCreateTagOnPage() {
  const queryClient = useQueryClient();
  const { diaryId } = useCurrentDiary();
  const countsKey = tagsPageKeys.withCounts(diaryId);
  return useMutation({
    mutationFn: createTag,
    onSuccess: (tag) => {
      queryClient.setQueryData<TagList>(countsKey, (tags) => (tags ? withTag(tags, tag) : tags));
      invalidateTagUsers(queryClient, diaryId, { lists: false });
    },
  });
}

/** Renames at once in the list (optimistic); a refused rename puts the old name back. */
export function useRenameTag() {
  const queryClient = useQueryClient();
  const { diaryId } = useCurrentDiary();
  const countsKey = tagsPageKeys.withCounts(diaryId);
  return useMutation({
    mutationFn: renameTag,
    onMutate: async ({ id, name }) => {
      await queryClient.cancelQueries({ queryKey: countsKey });
      const previous = queryClient.getQueryData<TagList>(countsKey);
      if (previous) queryClient.setQueryData(countsKey, withName(previous, id, name));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(countsKey, context.previous);
    },
    onSuccess: (tag) => {
      queryClient.setQueryData<TagList>(countsKey, (tags) =>
        tags ? withName(tags, tag._id, tag.name) : tags,
      );
      invalidateTagUsers(queryClient, diaryId, { lists: true });
    },
  });
}

/**
 * Deletes tags after the Undo window: they leave the list at once; then one
 * tag goes by DELETE /api/tags/{id}, several in one POST /api/tags/bulk-delete.
 * Undo puts them back, links and all, since nothing was sent.
 */
export function useDeleteTagsLater() {
  const queryClient = useQueryClient();
  const { diaryId } = useCurrentDiary();
  const countsKey = tagsPageKeys.withCounts(diaryId);
  const deletes = useDelayedDeletes();
  const { pathname } = useLocation();
  return useCallback(
    (tags: readonly Tag[], { onFailed }: { onFailed: () => void }) => {
      const ids = tags.map((tag) => tag._id);
      const hidden = hideInCache(queryClient, countsKey, (data) => withoutAny(data, ids));
      deletes.schedule({
        message:
          tags.length === 1
            ? deletedMessage(tags[0]!.name)
            : deletedCountMessage(tags.length, 'tag', 'tags'),
        path: pathname,
        send: async ({ keepalive }) => {
          if (ids.length === 1) await deleteTag(ids[0]!, { keepalive });
          else await bulkDeleteTags(ids, { keepalive, diaryId });
        },
        restore: hidden.restore,
        onDeleted: () => {
          hidden.release();
          invalidateTagUsers(queryClient, diaryId, { lists: true });
        },
        onFailed,
      });
    },
    [queryClient, deletes, pathname, countsKey, diaryId],
  );
}

/** Merges on the server, drops the sources from the list and reloads the survivor's counts. */
export function useMergeTags() {
  const queryClient = useQueryClient();
  const { diaryId } = useCurrentDiary();
  const countsKey = tagsPageKeys.withCounts(diaryId);
  return useMutation({
    mutationFn: (input: MergeTagsInput) => mergeTags(input),
    onSuccess: (survivor, { sourceIds }) => {
      queryClient.setQueryData<TagList>(countsKey, (tags) =>
        tags ? withName(without(tags, sourceIds), survivor._id, survivor.name) : tags,
      );
      void queryClient.invalidateQueries({ queryKey: countsKey });
      invalidateTagUsers(queryClient, diaryId, { lists: true });
    },
  });
}

import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deleteDiaryRecord } from '../../detail/api/diaryRecordApi';
import { diaryKeys } from '../../lists/api/diaryKeys';
import type { DiaryResource } from '../../lists/model/listParams';
import { removeCachedItem } from '../../lists/model/removeCachedItem';
import { useDelayedDeletes } from '../hooks/useDelayedDeletes';
import { deletedMessage } from '../model/undoTexts';
import { hideInCache } from './hideInCache';

type NamedRecord = { _id: string; name: string };

export type DelayedRecordDeleteOptions = {
  /** The page that shows the Undo toast (default: the resource's list). */
  path?: string;
  /** The delete was refused; the record is back in the lists by then. */
  onFailed?: (error: Error) => void;
  /** Said in a toast if the delete fails (for a page that is gone by then). */
  failureText?: string;
};

/** Deletes a record after its Undo window (useDelayedRecordDelete). */
export type DelayedRecordDelete = (
  record: NamedRecord,
  options?: DelayedRecordDeleteOptions,
) => void;

/**
 * A diary record's delete with Undo: the record leaves every cached list at
 * once and the DELETE waits for the Undo window. Undo puts the lists back;
 * nothing on the server changed, so its tag links and photos are all there.
 * `afterDelete` runs the resource's own cache rules once the server deleted it.
 */
export function useDelayedRecordDelete(
  resource: DiaryResource,
  afterDelete: (queryClient: QueryClient, id: string) => void,
): DelayedRecordDelete {
  const queryClient = useQueryClient();
  const deletes = useDelayedDeletes();
  return useCallback(
    (record, { path = `/${resource}`, onFailed, failureText } = {}) => {
      const lists = hideInCache(queryClient, diaryKeys(resource).lists(), (data) =>
        removeCachedItem(data, record._id),
      );
      deletes.schedule({
        message: deletedMessage(record.name),
        path,
        send: ({ keepalive }) => deleteDiaryRecord(resource, record._id, { keepalive }),
        restore: lists.restore,
        onDeleted: () => {
          lists.release();
          afterDelete(queryClient, record._id);
        },
        onFailed,
        failureText,
      });
    },
    [queryClient, deletes, resource, afterDelete],
  );
}

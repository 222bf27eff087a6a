import { useState } from 'react';
import type { DeleteRecordDialogProps } from '../../detail/components/DeleteRecordDialog';
import { deleteFailureText } from '../../detail/model/detailTexts';
import type { DiaryResource } from '../model/listParams';

/** What a list needs of its delete mutation (useMutation's result). */
export type ListDeleteMutation = {
  mutate: (
    id: string,
    callbacks: { onSettled: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
};

/**
 * A list card's Delete: the record asked about, then the confirmation; the
 * dialog closes once the delete has answered, and a failure is shown with
 * the server's reason (`showError`, e.g. a transient error).
 */
export function useListDeletion<T extends { _id: string }>(
  resource: DiaryResource,
  deletion: ListDeleteMutation,
  showError: (text: string) => void,
) {
  const [toDelete, setToDelete] = useState<T | null>(null);

  const confirm = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete._id, {
      onSettled: () => setToDelete(null),
      onError: (error) => showError(deleteFailureText(resource, error)),
    });
  };

  const dialog: DeleteRecordDialogProps = {
    resource,
    open: toDelete !== null,
    loading: deletion.isPending,
    onCancel: () => setToDelete(null),
    onConfirm: confirm,
  };
  /** Asks about one record (stable, so memoised cards keep it). */
  return { ask: setToDelete, dialog };
}

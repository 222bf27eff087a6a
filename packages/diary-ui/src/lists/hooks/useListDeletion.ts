import { useState } from 'react';
import { useLocation } from 'react-router';
import type { DeleteRecordDialogProps } from '../../detail/components/DeleteRecordDialog';
import { deleteFailureText } from '../../detail/model/detailTexts';
import type { DelayedRecordDelete } from '../../undo/api/useDelayedRecordDelete';
import type { DiaryResource } from '../model/listParams';

/**
 * A list card's Delete: the record asked about, then the confirmation; a
 * confirmed record leaves the list at once, with Undo until its delete is
 * sent. A refused delete is shown with the server's reason (`showError`,
 * e.g. a transient error) and the record comes back.
 */
export function useListDeletion<T extends { _id: string; name: string }>(
  resource: DiaryResource,
  deleteLater: DelayedRecordDelete,
  showError: (text: string) => void,
) {
  const { pathname } = useLocation();
  const [toDelete, setToDelete] = useState<T | null>(null);

  const confirm = () => {
    if (!toDelete) return;
    setToDelete(null);
    deleteLater(toDelete, {
      path: pathname,
      onFailed: (error) => showError(deleteFailureText(resource, error)),
    });
  };

  const dialog: DeleteRecordDialogProps = {
    resource,
    name: toDelete?.name,
    open: toDelete !== null,
    loading: false,
    onCancel: () => setToDelete(null),
    onConfirm: confirm,
  };
  /** Asks about one record (stable, so memoised cards keep it). */
  return { ask: setToDelete, dialog };
}

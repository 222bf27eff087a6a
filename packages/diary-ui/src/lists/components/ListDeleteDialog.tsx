import { loadable } from '@dd/ui-kit';
import type { DeleteRecordDialogProps } from '../../detail/components/DeleteRecordDialog';

// Its code comes the first time a card asks, not with the list.
const DeleteRecordDialog = loadable(() =>
  import(
    /* webpackChunkName: "delete-record-dialog" */ '../../detail/components/DeleteRecordDialog'
  ).then((module) => module.DeleteRecordDialog),
);

/**
 * A list's delete confirmation (useListDeletion's `dialog`). Closed, it is
 * nothing and has no code on the page; the first ask loads it and it opens
 * as it arrives.
 */
export function ListDeleteDialog(props: DeleteRecordDialogProps) {
  return props.open ? <DeleteRecordDialog {...props} fallback={null} /> : null;
}

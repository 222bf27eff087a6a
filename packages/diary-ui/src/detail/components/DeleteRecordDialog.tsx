import { ConfirmDialog } from '@dd/ui-kit';
import type { DiaryResource } from '../../lists/model/listParams';
import { DETAIL_TEXTS } from '../model/detailTexts';
import { DeleteTarget } from './DeleteTarget';

export type DeleteRecordDialogProps = {
  resource: DiaryResource;
  /** The record's name, said under the spec's text. */
  name?: string;
  open: boolean;
  /** The delete is running. */
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The spec's delete confirmation of a restaurant or a meal (product spec §2), naming the record. */
export function DeleteRecordDialog({ resource, name, ...dialog }: DeleteRecordDialogProps) {
  const texts = DETAIL_TEXTS[resource];
  return (
    <ConfirmDialog
      title={texts.deleteTitle}
      message={texts.deleteMessage}
      detail={name ? <DeleteTarget names={[name]} /> : undefined}
      {...dialog}
    />
  );
}

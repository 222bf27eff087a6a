import { ConfirmDialog } from '@dd/ui-kit';
import type { DiaryResource } from '../../lists/model/listParams';
import { DETAIL_TEXTS } from '../model/detailTexts';

export type DeleteRecordDialogProps = {
  resource: DiaryResource;
  open: boolean;
  /** The delete is running. */
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The spec's delete confirmation of a restaurant or a meal (SPEC §2). */
export function DeleteRecordDialog({ resource, ...dialog }: DeleteRecordDialogProps) {
  const texts = DETAIL_TEXTS[resource];
  return <ConfirmDialog title={texts.deleteTitle} message={texts.deleteMessage} {...dialog} />;
}

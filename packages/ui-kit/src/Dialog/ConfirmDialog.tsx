import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/buttonClassName';
import { Dialog } from './Dialog';

export const CONFIRM_DIALOG_DEFAULTS = {
  title: 'Delete Item',
  message: 'Are you sure you want to delete this item? This action cannot be undone.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
} as const;

export type ConfirmDialogProps = {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: ReactNode;
  message?: ReactNode;
  /** A second line under the message, e.g. naming what a delete removes. */
  detail?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  confirmVariant?: ButtonVariant;
  /** Disables both buttons and shows a spinner on the confirm button. */
  loading?: boolean;
};

/** A yes/no confirmation; defaults to the spec's generic delete wording. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = CONFIRM_DIALOG_DEFAULTS.title,
  message = CONFIRM_DIALOG_DEFAULTS.message,
  detail,
  confirmLabel = CONFIRM_DIALOG_DEFAULTS.confirmLabel,
  cancelLabel = CONFIRM_DIALOG_DEFAULTS.cancelLabel,
  confirmVariant = 'danger',
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => {
        if (!loading) onCancel();
      }}
      actions={
        <>
          {/* Focus starts on Cancel so a stray Enter never confirms a destructive action. */}
          <Button variant="secondary" onClick={onCancel} disabled={loading} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {detail && <p>{detail}</p>}
    </Dialog>
  );
}

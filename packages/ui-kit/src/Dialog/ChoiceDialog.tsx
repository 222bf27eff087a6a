import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ChoiceList, type ChoiceListProps } from '../ChoiceList/ChoiceList';
import { Dialog } from './Dialog';

export type ChoiceDialogProps = Pick<ChoiceListProps, 'legend' | 'choices'> & {
  title: ReactNode;
  /** What confirming does. */
  message: ReactNode;
  /** The choice picked when the dialog opens ('' for none). */
  initial: string;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** Whether the choice picked can be confirmed; by default any choice can. */
  canConfirm?: (value: string) => boolean;
  onConfirm: (value: string) => void;
  onCancel: () => void;
  /** Disables the choices and both buttons, and shows a spinner on the confirm button. */
  busy?: boolean;
  /** Below the choices, e.g. why the last try failed. */
  children?: ReactNode;
};

/** Pick one of several and confirm it (e.g. the name a merge keeps); the dialog keeps the pick. */
export function ChoiceDialog({
  title,
  message,
  initial,
  confirmLabel,
  cancelLabel = 'Cancel',
  canConfirm = (value) => value !== '',
  onConfirm,
  onCancel,
  busy = false,
  children,
  ...list
}: ChoiceDialogProps) {
  const [value, setValue] = useState(initial);
  return (
    <Dialog
      open
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={() => onConfirm(value)} disabled={!canConfirm(value)} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      <ChoiceList {...list} value={value} onChange={setValue} disabled={busy} />
      {children}
    </Dialog>
  );
}

import { ConfirmDialog } from '@dd/ui-kit';

export type LogOutWarningProps = {
  /** How many changes would be lost. */
  unsynced: number;
  open: boolean;
  loggingOut: boolean;
  onLogOut: () => void;
  onStay: () => void;
};

function warningText(unsynced: number): string {
  // The queue may finish sending while the dialog is open.
  if (unsynced === 0) return 'Your changes have reached the server now: logging out loses nothing.';
  const changes = unsynced === 1 ? '1 change has' : `${unsynced} changes have`;
  return `${changes} not reached the server yet. Logging out deletes them from this device.`;
}

/** Asks before a log-out that would delete changes the server has not received. */
export function LogOutWarning({
  unsynced,
  open,
  loggingOut,
  onLogOut,
  onStay,
}: LogOutWarningProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Log out with unsynced changes?"
      message={warningText(unsynced)}
      confirmLabel="Log out anyway"
      cancelLabel="Stay signed in"
      loading={loggingOut}
      onConfirm={onLogOut}
      onCancel={onStay}
    />
  );
}

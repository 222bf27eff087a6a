import { useState } from 'react';
import { outbox, withDependents, type OutboxEntry } from '@dd/shell-kit';
import { ConfirmDialog } from '@dd/ui-kit';

export type DiscardWriteDialogProps = {
  /** The write to discard, as it stands in `entries`; nothing is shown without one. */
  entry: OutboxEntry | undefined;
  entries: readonly OutboxEntry[];
  onClose: () => void;
  onDiscarded: () => void;
};

/** 'A change made after it needs it…', naming each: the user learns what else goes. */
function dependentsNote(dependents: readonly OutboxEntry[]): string | undefined {
  const labels = dependents.map((dependent) => dependent.label).join('; ');
  if (dependents.length === 0) return undefined;
  if (dependents.length === 1)
    return `A change made after it needs it, and is discarded too: ${labels}.`;
  return `${dependents.length} changes made after it need it, and are discarded too: ${labels}.`;
}

/** Confirms a discard, naming the later writes that go with it (they need what it would have created). */
export function DiscardWriteDialog({
  entry,
  entries,
  onClose,
  onDiscarded,
}: DiscardWriteDialogProps) {
  const [discarding, setDiscarding] = useState(false);
  if (!entry) return null;

  const discard = async () => {
    setDiscarding(true);
    try {
      await outbox.discard(entry.id);
    } finally {
      setDiscarding(false);
    }
    onDiscarded();
  };

  return (
    <ConfirmDialog
      open
      title="Discard this change?"
      message={`${entry.label} is deleted from this device and never reaches the server.`}
      detail={dependentsNote(withDependents(entries, entry).slice(1))}
      confirmLabel="Discard"
      cancelLabel="Keep it"
      loading={discarding}
      onConfirm={discard}
      onCancel={onClose}
    />
  );
}

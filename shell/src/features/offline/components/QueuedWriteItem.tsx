import { useState } from 'react';
import { outbox, type OutboxEntry, type OutboxStatus } from '@dd/shell-kit';
import { Button } from '@dd/ui-kit';
import { QueuedWriteStatus } from './QueuedWriteStatus';
import { formatMadeAt, madeAt } from './writeTimes';
import styles from './QueuedWrite.module.css';

export type QueuedWriteItemProps = {
  entry: OutboxEntry;
  status: OutboxStatus;
  /** Asks to discard the write (the page confirms first). */
  onDiscard: (entry: OutboxEntry) => void;
};

/** One write waiting to reach the server: what it is, when it was made, where it stands. */
export function QueuedWriteItem({ entry, status, onDiscard }: QueuedWriteItemProps) {
  const [retrying, setRetrying] = useState(false);
  const made = madeAt(entry);

  const retry = async () => {
    setRetrying(true);
    try {
      await outbox.retry(entry.id);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <li className={styles.item} data-status={status}>
      <h2 className={styles.label}>{entry.label}</h2>
      <p className={styles.made}>
        Made <time dateTime={made.toISOString()}>{formatMadeAt(made)}</time>
      </p>
      <QueuedWriteStatus entry={entry} status={status} />
      {status === 'failed' && (
        <div className={styles.actions}>
          {/* Each name says which write: a list of them reads as more than "Try again, Try again". */}
          <Button
            size="sm"
            variant="secondary"
            loading={retrying}
            onClick={retry}
            aria-label={`Try again: ${entry.label}`}
          >
            Try again
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onDiscard(entry)}
            aria-label={`Discard: ${entry.label}`}
          >
            Discard
          </Button>
        </div>
      )}
    </li>
  );
}

import type { OutboxEntry, OutboxStatus } from '@dd/shell-kit';
import { WarningIcon } from '@dd/ui-kit';
import { formatTime } from './writeTimes';
import styles from './QueuedWrite.module.css';

/** Where one queued write stands, in words. */
export function QueuedWriteStatus({ entry, status }: { entry: OutboxEntry; status: OutboxStatus }) {
  if (status === 'failed')
    return (
      // Styled as an error, not ErrorText's live alert: a list of them would all be read out as the page opens.
      <p className={styles.failure}>
        <WarningIcon className={styles.icon} />
        <span>Refused by the server: {entry.failure?.message}</span>
      </p>
    );
  if (status === 'blocked')
    return <p className={styles.status}>Waits for a change that was refused</p>;
  return (
    <p className={styles.status}>
      {entry.retryAt > Date.now()
        ? `Next try at ${formatTime(entry.retryAt)}`
        : 'Waiting for the network'}
    </p>
  );
}

import type { OutboxEntry, OutboxStatus } from '@dd/shell-kit';
import { QueuedWriteItem } from './QueuedWriteItem';
import styles from './QueuedWrite.module.css';

export type QueuedWriteListProps = {
  entries: readonly OutboxEntry[];
  statuses: ReadonlyMap<string, OutboxStatus>;
  onDiscard: (entry: OutboxEntry) => void;
};

/** The queued writes in the order they were made, which is the order they are sent in. */
export function QueuedWriteList({ entries, statuses, onDiscard }: QueuedWriteListProps) {
  return (
    <ol className={styles.list} aria-label="Changes waiting to sync">
      {entries.map((entry) => (
        <QueuedWriteItem
          key={entry.id}
          entry={entry}
          status={statuses.get(entry.id) ?? 'waiting'}
          onDiscard={onDiscard}
        />
      ))}
    </ol>
  );
}

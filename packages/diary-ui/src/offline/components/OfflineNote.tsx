import { useOnline } from '@dd/shell-kit';
import { deviceCopyUpdatedAt, offlineNoteText, type ShownQuery } from '../model/deviceCopy';
import styles from './OfflineNote.module.css';

/**
 * A quiet line over what `query` shows when that is the device's copy (no
 * network): when it was last updated. Nothing while it is live.
 */
export function OfflineNote({ query }: { query: ShownQuery }) {
  const updatedAt = deviceCopyUpdatedAt(query, useOnline());
  if (updatedAt === null) return null;
  return (
    <p role="status" className={styles.note}>
      {offlineNoteText(updatedAt, new Date())}
    </p>
  );
}

import { useId, useState } from 'react';
import { outbox, useOnline } from '@dd/shell-kit';
import { Button, WarningIcon } from '@dd/ui-kit';
import styles from './SyncNow.module.css';

/** Sends the whole queue at once, back-off or not; offline, says why it cannot. */
export function SyncNow() {
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);
  const noteId = useId();

  const syncNow = async () => {
    setSyncing(true);
    try {
      await outbox.sync({ ignoreBackoff: true });
    } finally {
      setSyncing(false);
    }
  };

  return (
    <div className={styles.bar}>
      <Button
        onClick={syncNow}
        disabled={!online}
        loading={syncing}
        aria-describedby={online ? undefined : noteId}
      >
        Sync now
      </Button>
      {!online && (
        <p id={noteId} className={styles.offline}>
          <WarningIcon className={styles.icon} />
          <span>You are offline. Your changes are sent when the network is back.</span>
        </p>
      )}
    </div>
  );
}

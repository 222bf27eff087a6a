import { useRef, useState } from 'react';
import { useBreadcrumbOverride } from '@dd/shell-kit';
import { Page } from '@dd/ui-kit';
import { DiscardWriteDialog } from '../components/DiscardWriteDialog';
import { QueuedWriteList } from '../components/QueuedWriteList';
import { SyncNow } from '../components/SyncNow';
import { syncSummary } from '../components/syncSummary';
import { useQueuedWrites } from '../hooks/useQueuedWrites';
import styles from './SyncPage.module.css';

const SYNC_CRUMBS = [{ label: 'Waiting to sync' }];

/** `/sync`: the writes kept on this device that have not reached the server yet (issue 28). */
export function SyncPage() {
  useBreadcrumbOverride(SYNC_CRUMBS);
  const queued = useQueuedWrites();
  const [discardId, setDiscardId] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { ready, entries, statuses } = queued;

  return (
    <Page title="Waiting to sync">
      <p
        ref={summaryRef}
        role="status"
        tabIndex={-1}
        className={styles.summary}
        data-empty={ready && entries.length === 0}
      >
        {syncSummary(queued)}
      </p>
      {entries.length > 0 && (
        <>
          <SyncNow />
          <QueuedWriteList
            entries={entries}
            statuses={statuses}
            onDiscard={(entry) => setDiscardId(entry.id)}
          />
        </>
      )}
      <DiscardWriteDialog
        entry={entries.find((entry) => entry.id === discardId)}
        entries={entries}
        onClose={() => setDiscardId(null)}
        onDiscarded={() => {
          setDiscardId(null);
          // Its buttons are gone with it: focus goes to what the page now says.
          summaryRef.current?.focus();
        }}
      />
    </Page>
  );
}

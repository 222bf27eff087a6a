import { useEffect, useRef } from 'react';
import { countOfThings } from '@dd/shell-kit';
import { Toast, useFleetingMessage } from '@dd/ui-kit';
import { useQueuedWrites } from '../hooks/useQueuedWrites';
import { EMPTY_TALLY, tallySync } from '../model/syncedSince';

/** How long "1 meal synced" stays: long enough to read twice. */
export const SYNCED_NOTICE_MS = 5000;

/**
 * Says what reached the server when the queue of changes made offline
 * empties ("1 meal synced"), in a polite live region, for a few seconds.
 */
export function SyncedNotice() {
  const { ready, things, statuses } = useQueuedWrites();
  const tally = useRef(EMPTY_TALLY);
  const { message, show, hold } = useFleetingMessage<string>(SYNCED_NOTICE_MS);

  useEffect(() => {
    if (!ready) return;
    const { tally: next, synced } = tallySync(tally.current, things, statuses);
    tally.current = next;
    if (synced.length > 0) show(`${countOfThings(synced)} synced`);
  }, [ready, things, statuses, show]);

  return <Toast message={message} onHoldChange={hold} />;
}

import { useEffect, useRef, useState } from 'react';
import { countOfThings } from '@dd/shell-kit';
import { EMPTY_TALLY, tallySync } from '../model/syncedSince';
import { useQueuedWrites } from './useQueuedWrites';

/** One "… synced" sentence; `id` tells two equal sentences apart. */
export type SyncAnnouncement = { text: string; id: number };

/**
 * What reached the server each time the queue of changes made offline
 * empties ("1 meal synced"). Kept by the page's entry from the start, so
 * nothing synced before the notice's code arrived goes untold.
 */
export function useSyncAnnouncement(): SyncAnnouncement | null {
  const { ready, things, statuses } = useQueuedWrites();
  const tally = useRef(EMPTY_TALLY);
  const [announcement, setAnnouncement] = useState<SyncAnnouncement | null>(null);

  useEffect(() => {
    if (!ready) return;
    const { tally: next, synced } = tallySync(tally.current, things, statuses);
    tally.current = next;
    if (synced.length > 0)
      setAnnouncement((last) => ({
        text: `${countOfThings(synced)} synced`,
        id: (last?.id ?? 0) + 1,
      }));
  }, [ready, things, statuses]);

  return announcement;
}

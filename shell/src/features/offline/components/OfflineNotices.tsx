import { lazy, Suspense, useEffect, useState } from 'react';
import { useOutbox } from '@dd/shell-kit';
import { useSyncAnnouncement } from '../hooks/useSyncAnnouncement';

// Most pages never have anything offline to tell: the toasts' code stays out
// of their first load. The service worker precaches the chunk, so it loads
// offline too.
const OfflineNoticesLoaded = lazy(
  () => import(/* webpackChunkName: "offline-notices" */ './OfflineNoticesLoaded'),
);

/**
 * Says what synced and when an offline edit overrode another device's
 * change. Its code is fetched once the device holds unsynced changes (so it
 * is there by the time they sync), or a conflict, and then stays.
 */
export function OfflineNotices() {
  const { entries, conflicts } = useOutbox();
  const announcement = useSyncAnnouncement();
  const needed = entries.length > 0 || conflicts.length > 0 || announcement !== null;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (needed) setLoaded(true);
  }, [needed]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNoticesLoaded announcement={announcement} />
    </Suspense>
  );
}

import { useEffect, useState } from 'react';
import { useOnline, useOutbox } from '@dd/shell-kit';
import { loadable } from '@dd/ui-kit';
import { useSyncAnnouncement } from '../hooks/useSyncAnnouncement';

// Most pages never have anything offline to tell: the toasts' code stays out
// of their first load. The service worker precaches the chunk as well.
const OfflineNoticesLoaded = loadable(() =>
  import(/* webpackChunkName: "offline-notices" */ './OfflineNoticesLoaded').then(
    (module) => module.default,
  ),
);

/**
 * Says what synced and when an offline edit overrode another device's
 * change. Its code is fetched once the device holds unsynced changes or a
 * conflict, and is online (what it tells happens only as changes sync), so
 * it is there by the time they have synced; then it stays.
 */
export function OfflineNotices() {
  const { entries, conflicts } = useOutbox();
  const online = useOnline();
  const announcement = useSyncAnnouncement();
  const needed = entries.length > 0 || conflicts.length > 0 || announcement !== null;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (needed && online) setLoaded(true);
  }, [needed, online]);

  if (!loaded) return null;
  // Without its code (a deploy removed it), the page goes on without the toasts.
  return <OfflineNoticesLoaded announcement={announcement} fallback={null} failedFallback={null} />;
}

import type { SyncAnnouncement } from '../hooks/useSyncAnnouncement';
import { ConflictNotice } from './ConflictNotice';
import { SyncedNotice } from './SyncedNotice';

/** The notices' code, loaded once there is something offline to tell (OfflineNotices). */
export default function OfflineNoticesLoaded({
  announcement,
}: {
  announcement: SyncAnnouncement | null;
}) {
  return (
    <>
      <ConflictNotice />
      <SyncedNotice announcement={announcement} />
    </>
  );
}

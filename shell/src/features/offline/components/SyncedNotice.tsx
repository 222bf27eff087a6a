import { useEffect } from 'react';
import { Toast, useFleetingMessage } from '@dd/ui-kit';
import type { SyncAnnouncement } from '../hooks/useSyncAnnouncement';

/** How long "1 meal synced" stays: long enough to read twice. */
export const SYNCED_NOTICE_MS = 5000;

/** Says what reached the server (useSyncAnnouncement) in a polite live region, for a few seconds. */
export function SyncedNotice({ announcement }: { announcement: SyncAnnouncement | null }) {
  const { message, show, hold } = useFleetingMessage<string>(SYNCED_NOTICE_MS);

  useEffect(() => {
    if (announcement) show(announcement.text);
  }, [announcement, show]);

  return <Toast message={message} onHoldChange={hold} />;
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorText } from '@dd/ui-kit';
import { shareLinksQuery } from '../api/shareLinksApi';
import { useRevokeShareLink } from '../api/useRevokeShareLink';
import { SHARE_LINKS_TEXTS as TEXT } from '../model/shareLinksView';
import { DataSection } from './DataSection';
import { ShareLinkItem } from './ShareLinkItem';
import styles from './ShareLinks.module.css';

const HEADING_ID = 'your-data-shares';

/** Share links: each link the user made, how often it was opened, and Revoke (confirmed first). */
export function ShareLinksSection() {
  const links = useQuery(shareLinksQuery());
  const revoke = useRevokeShareLink();
  const [announcement, setAnnouncement] = useState('');

  const revokeLink = (id: string, done: () => void) => {
    setAnnouncement('');
    revoke.mutate(id, {
      onSuccess: () => {
        setAnnouncement(TEXT.revoked);
        // The row and its button are gone: focus goes back to the section.
        document.getElementById(HEADING_ID)?.focus();
      },
      onSettled: done,
    });
  };

  return (
    <DataSection
      id={HEADING_ID}
      title={TEXT.title}
      intro={TEXT.intro}
      latest={links}
      loadingText={TEXT.loading}
      loadFailedText={TEXT.loadFailed}
      retry={{ label: TEXT.retry, onRetry: () => void links.refetch() }}
    >
      <>
        {links.data && links.data.length > 0 ? (
          <ul className={styles.list} aria-labelledby={HEADING_ID}>
            {links.data.map((link) => (
              <ShareLinkItem
                key={link._id}
                link={link}
                revoking={revoke.isPending && revoke.variables === link._id}
                onRevoke={(done) => revokeLink(link._id, done)}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{TEXT.empty}</p>
        )}
        {revoke.isError && <ErrorText>{TEXT.revokeFailed + revoke.error.message}</ErrorText>}
        <p role="status" className={styles.announcement}>
          {announcement}
        </p>
      </>
    </DataSection>
  );
}

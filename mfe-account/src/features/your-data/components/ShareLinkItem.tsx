import { Fragment, useState } from 'react';
import type { ShareSummary } from '@dd/contracts';
import { Button, ConfirmDialog } from '@dd/ui-kit';
import {
  createdText,
  includesText,
  opensText,
  revokeDetail,
  revokeLabel,
  SHARE_LINKS_TEXTS as TEXT,
} from '../model/shareLinksView';
import styles from './ShareLinks.module.css';

export type ShareLinkItemProps = {
  link: ShareSummary;
  revoking: boolean;
  /** Revokes the link; `done` closes the confirmation whatever the answer. */
  onRevoke: (done: () => void) => void;
};

/** One share link: what it shows, when it was made, how often it was opened, and Revoke. */
export function ShareLinkItem({ link, revoking, onRevoke }: ShareLinkItemProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <p className={styles.name}>{link.title}</p>
        {link.description && <p className={styles.meta}>{link.description}</p>}
        <p className={styles.meta}>
          {[includesText(link), createdText(link.createdAt), opensText(link.opens)].map(
            (fact, index) => (
              <Fragment key={fact}>
                {index > 0 && ' · '}
                <span className={styles.fact}>{fact}</span>
              </Fragment>
            ),
          )}
        </p>
      </div>
      <Button variant="danger" aria-label={revokeLabel(link)} onClick={() => setConfirming(true)}>
        {TEXT.revoke}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={TEXT.confirmTitle}
        message={TEXT.confirmMessage}
        detail={revokeDetail(link)}
        confirmLabel={TEXT.revoke}
        loading={revoking}
        onConfirm={() => onRevoke(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

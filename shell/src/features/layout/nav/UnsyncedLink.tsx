import { Link, useLocation } from 'react-router';
import { WarningIcon } from '@dd/ui-kit';
import { SYNC_PATH, useQueuedWrites } from '../../offline';
import styles from './UnsyncedLink.module.css';

/**
 * How many of the signed-in user's changes have not reached the server
 * (counted as they made them: a meal with its photo is one), linking to the
 * page that lists them; nothing when all are synced. Turns to "not synced",
 * with an icon, once the server has refused one.
 */
export function UnsyncedLink() {
  const { pathname } = useLocation();
  const { things, statuses } = useQueuedWrites();
  if (things.length === 0) return null;

  const count = things.length;
  const refused = things.filter((thing) => statuses.get(thing.id) !== 'waiting').length;
  const changes = (n: number) => (n === 1 ? 'change' : 'changes');
  // The name starts with the visible words, so a voice command that reads them finds the link.
  const name =
    refused === 0
      ? `${count} unsynced ${changes(count)}, waiting to sync`
      : `${count} not synced: ${refused} ${changes(refused)} refused by the server`;
  return (
    <Link
      to={SYNC_PATH}
      className={styles.badge}
      data-refused={refused > 0}
      aria-label={name}
      aria-current={pathname === SYNC_PATH ? 'page' : undefined}
    >
      {refused > 0 && <WarningIcon className={styles.icon} />}
      {count} {refused > 0 ? 'not synced' : 'unsynced'}
    </Link>
  );
}

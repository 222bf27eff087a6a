import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ShareScope } from '@dd/contracts';
import { useCurrentDiary } from '@dd/shell-kit';
import { Button, buttonClassName, classNames, ErrorText } from '@dd/ui-kit';
import { LIST_TEXTS, type DiaryResource } from '../../lists/model/listParams';
import { AddedBy } from '../../record-access/components/AddedBy';
import type { RecordAccess } from '../../record-access/hooks/useRecordAccess';
import type { DelayedRecordDelete } from '../../undo/api/useDelayedRecordDelete';
import { OptionsMenu, type OptionsMenuItem } from '../../options-menu/components/OptionsMenu';
import { ShareButton } from '../../shares/components/ShareButton';
import { ShareDialog } from '../../shares/components/ShareDialog';
import { isShareable, SHARE_TEXTS } from '../../shares/model/shareLink';
import { useDetailDeletion } from '../hooks/useDetailDeletion';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import styles from './DetailHeader.module.css';

export type DetailHeaderProps = {
  resource: DiaryResource;
  /** The record's id: what Delete deletes. */
  id: string;
  title: string;
  /** The record's thumbs control beside the title (none when the hero carries it). */
  rating?: ReactNode;
  editPath: string;
  /** The resource's delete with Undo (its cache rules are the remote's). */
  deleteLater: DelayedRecordDelete;
  /** The page's other action errors (e.g. thumbs); null ones are not shown. */
  errors?: ReadonlyArray<string | null>;
  /** What the page is mostly for, first and as the primary button (e.g. "Log a meal here"). */
  leadAction?: { label: string; to: string };
  /** What Share makes a read-only link to (no Share button without it). */
  share?: ShareScope;
  /** What the user may do with the record, and who added it (useRecordAccess); their own by default. */
  access?: RecordAccess;
};

const OWN_RECORD: RecordAccess = { writable: true, addedBy: null };

/**
 * A record page's header: its name and rating, then its lead action if any,
 * Add, Edit, Share (when given) and Delete (confirmed first; a deleted
 * record's page goes to its list, which offers Undo), then any action error.
 * On a phone, Edit, Share and Delete (and Add, beside a lead action) fold
 * into a "More actions" menu under the same names, so one row leads with
 * what the page is for. A record the user may only read (a viewer's) has
 * none of its own actions: only Add, when the current diary takes records.
 */
export function DetailHeader({
  resource,
  id,
  title,
  rating,
  editPath,
  deleteLater,
  errors = [],
  leadAction,
  share,
  access = OWN_RECORD,
}: DetailHeaderProps) {
  const add = LIST_TEXTS[resource];
  const canAdd = useCurrentDiary().writable;
  const { writable } = access;
  const removal = useDetailDeletion(resource, { _id: id, name: title }, deleteLater);
  const navigate = useNavigate();
  const [sharingFromMenu, setSharingFromMenu] = useState(false);
  const menuItems: OptionsMenuItem[] = [
    // Beside a lead action there is no room for Add too on a phone's row.
    ...(leadAction ? [{ label: add.add, onSelect: () => void navigate(add.addPath) }] : []),
    { label: 'Edit', onSelect: () => void navigate(editPath) },
    ...(share && isShareable(share)
      ? [{ label: SHARE_TEXTS.button, onSelect: () => setSharingFromMenu(true) }]
      : []),
    { label: 'Delete', onSelect: removal.ask, danger: true },
  ];
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {rating}
      </div>
      <AddedBy text={access.addedBy} />
      {writable ? (
        <div className={styles.actions}>
          {leadAction && (
            <Link to={leadAction.to} className={buttonClassName()}>
              {leadAction.label}
            </Link>
          )}
          <Link
            to={add.addPath}
            className={classNames(
              buttonClassName({ variant: 'secondary' }),
              leadAction && styles.wideOnlyControl,
            )}
          >
            {add.add}
          </Link>
          <span className={styles.wideOnly}>
            <Link to={editPath} className={buttonClassName({ variant: 'secondary' })}>
              Edit
            </Link>
            {share && <ShareButton scope={share} />}
            <Button variant="danger" onClick={removal.ask}>
              Delete
            </Button>
          </span>
          <OptionsMenu
            label="More actions"
            items={menuItems}
            bordered
            className={styles.phoneOnly}
          />
        </div>
      ) : (
        canAdd && (
          <div className={styles.actions}>
            <Link to={add.addPath} className={buttonClassName({ variant: 'secondary' })}>
              {add.add}
            </Link>
          </div>
        )
      )}
      {share && sharingFromMenu && (
        <ShareDialog scope={share} onClose={() => setSharingFromMenu(false)} />
      )}
      {errors.map((error) => error && <ErrorText key={error}>{error}</ErrorText>)}
      <DeleteRecordDialog
        resource={resource}
        name={title}
        open={removal.confirming}
        loading={false}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </header>
  );
}

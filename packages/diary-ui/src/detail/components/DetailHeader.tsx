import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShareScope } from '@dd/contracts';
import { Button, buttonClassName, ErrorText } from '@dd/ui-kit';
import { LIST_TEXTS, type DiaryResource } from '../../lists/model/listParams';
import type { DelayedRecordDelete } from '../../undo/api/useDelayedRecordDelete';
import { ShareButton } from '../../shares/components/ShareButton';
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
};

/**
 * A record page's header: its name and rating, then its lead action if any,
 * Add, Edit, Share (when given) and Delete (confirmed first; a deleted record's page goes to its
 * list, which offers Undo), then any
 * action error.
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
}: DetailHeaderProps) {
  const add = LIST_TEXTS[resource];
  const removal = useDetailDeletion(resource, { _id: id, name: title }, deleteLater);
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {rating}
      </div>
      <div className={styles.actions}>
        {leadAction && (
          <Link to={leadAction.to} className={buttonClassName()}>
            {leadAction.label}
          </Link>
        )}
        <Link to={add.addPath} className={buttonClassName({ variant: 'secondary' })}>
          {add.add}
        </Link>
        <Link to={editPath} className={buttonClassName({ variant: 'secondary' })}>
          Edit
        </Link>
        {share && <ShareButton scope={share} />}
        <Button variant="danger" onClick={removal.ask}>
          Delete
        </Button>
      </div>
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

import { classNames } from '@dd/ui-kit';
import { tagDisplayName } from '../model/tagEntry';
import styles from './TagChips.module.css';

export type TagChipsProps = {
  /** Tags as embedded in a record; a missing or nameless tag shows as 'Unknown Tag'. */
  tags: ReadonlyArray<{ _id?: string; name?: string | null } | null | undefined>;
  label?: string;
  className?: string;
};

/** A record's tags as small read-only chips; nothing when there are none. */
export function TagChips({ tags, label = 'Tags', className }: TagChipsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={classNames(styles.chips, className)} aria-label={label}>
      {tags.map((tag, index) => (
        <li key={tag?._id ?? `missing-${index}`} className={styles.chip}>
          {tagDisplayName(tag)}
        </li>
      ))}
    </ul>
  );
}

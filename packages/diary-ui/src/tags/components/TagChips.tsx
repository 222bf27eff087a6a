import { Link } from 'react-router';
import { classNames } from '@dd/ui-kit';
import type { DiaryResource } from '../../lists/model/listParams';
import { tagDisplayName } from '../model/tagEntry';
import { taggedListPath } from '../model/tagFilter';
import styles from './TagChips.module.css';

export type TagChipsProps = {
  /** Tags as embedded in a record; a missing or nameless tag shows as 'Unknown Tag'. */
  tags: ReadonlyArray<{ _id?: string; name?: string | null } | null | undefined>;
  label?: string;
  className?: string;
  /** Each chip opens this list narrowed to its tag (a card, itself a link, leaves it out). */
  linkTo?: DiaryResource;
};

/** A record's tags as small chips, links to the list of that tag when `linkTo`; nothing when there are none. */
export function TagChips({ tags, label = 'Tags', className, linkTo }: TagChipsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={classNames(styles.chips, className)} aria-label={label}>
      {tags.map((tag, index) => {
        const name = tagDisplayName(tag);
        return (
          <li key={tag?._id ?? `missing-${index}`} className={styles.item}>
            {linkTo && tag?._id ? (
              <Link
                to={taggedListPath(linkTo, tag._id)}
                className={classNames(styles.chip, styles.link)}
                aria-label={`${name}: all ${linkTo} tagged ${name}`}
              >
                {name}
              </Link>
            ) : (
              <span className={styles.chip}>{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

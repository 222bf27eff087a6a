import { ChipList } from '../../chips/components/ChipList';
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
    <ChipList
      label={label}
      className={className}
      chipClassName={styles.chip}
      chips={tags.map((tag, index) => {
        const name = tagDisplayName(tag);
        return {
          key: tag?._id ?? `missing-${index}`,
          content: name,
          ...(linkTo && tag?._id
            ? {
                to: taggedListPath(linkTo, tag._id),
                linkLabel: `${name}: all ${linkTo} tagged ${name}`,
              }
            : {}),
        };
      })}
    />
  );
}

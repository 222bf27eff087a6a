import type { DiaryResource } from '../../lists/model/listParams';
import { useDiaryTags } from '../api/tagsApi';
import { tagDisplayName } from '../model/tagEntry';
import { RemovableChip } from './RemovableChip';
import styles from './TagFilter.module.css';

export type TagFilterProps = {
  /** The list being narrowed: names what the clear button shows again. */
  resource: DiaryResource;
  tagId: string;
  onClear: () => void;
};

/**
 * The tag a list is narrowed to (`?tag=`, from the Tags page), by name (a tag
 * since deleted reads 'Unknown Tag'), with a button to show every record again.
 */
export function TagFilter({ resource, tagId, onClear }: TagFilterProps) {
  const tags = useDiaryTags();
  const tag = tags.data?.find((known) => known._id === tagId);
  const name = tags.isPending ? '…' : tagDisplayName(tag);
  const clearLabel = `Show ${resource} with any tag`;
  return (
    <p className={styles.filter}>
      <span className={styles.label}>Tagged</span>
      <RemovableChip as="span" strong name={name} removeLabel={clearLabel} onRemove={onClear} />
    </p>
  );
}

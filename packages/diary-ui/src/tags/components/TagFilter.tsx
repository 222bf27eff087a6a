import { useQuery } from '@tanstack/react-query';
import { tagDisplayName, tagsQuery } from '@dd/diary-ui';
import styles from './TagFilter.module.css';

export type TagFilterProps = {
  tagId: string;
  onClear: () => void;
};

/** The tag the list is narrowed to (`?tag=`, from the Tags page), with a button to show every meal again. */
export function TagFilter({ tagId, onClear }: TagFilterProps) {
  const tags = useQuery(tagsQuery());
  const tag = tags.data?.find((known) => known._id === tagId);
  const name = tags.isPending ? '…' : tagDisplayName(tag);
  return (
    <p className={styles.filter}>
      <span className={styles.label}>Tagged</span>
      <span className={styles.chip}>
        <span className={styles.name}>{name}</span>
        <button
          type="button"
          className={styles.clear}
          aria-label="Show meals with any tag"
          title="Show meals with any tag"
          onClick={onClear}
        >
          <span aria-hidden="true">×</span>
        </button>
      </span>
    </p>
  );
}

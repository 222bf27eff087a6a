import { useId } from 'react';
import { useDiaryTags } from '../api/tagsApi';
import { tagDisplayName } from '../model/tagEntry';
import styles from './TagSelect.module.css';

export const ANY_TAG_LABEL = 'Any tag';

export type TagSelectProps = {
  /** The tag the list is narrowed to, or null. */
  tagId: string | null;
  onChange: (tagId: string | null) => void;
};

/**
 * A list's own tag filter: the phone's native picker of the user's tags
 * (by name), "Any tag" for all. A tag since deleted reads 'Unknown Tag'.
 * Left out while the user has no tags and the list is not narrowed.
 */
export function TagSelect({ tagId, onChange }: TagSelectProps) {
  const id = useId();
  const tags = useDiaryTags();
  const known = tags.data ?? [];
  if (known.length === 0 && tagId === null) return null;
  const missing =
    tagId !== null && tags.data !== undefined && !known.some((tag) => tag._id === tagId);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Tag
      </label>
      <select
        id={id}
        className={styles.select}
        value={tagId ?? ''}
        data-narrowed={tagId ? '' : undefined}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{ANY_TAG_LABEL}</option>
        {tagId !== null && tags.data === undefined && <option value={tagId}>…</option>}
        {missing && <option value={tagId}>{tagDisplayName(undefined)}</option>}
        {known.map((tag) => (
          <option key={tag._id} value={tag._id}>
            {tag.name}
          </option>
        ))}
      </select>
    </div>
  );
}

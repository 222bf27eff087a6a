import type { Diary } from '@dd/contracts';
import { Select } from '@dd/ui-kit';
import styles from './DiarySelect.module.css';

export type DiarySelectProps = {
  /** The diaries to choose from, by name. */
  diaries: readonly Diary[];
  /** The chosen diary's `_id`. */
  value: string;
  onPick: (diary: Diary) => void;
  /** A line under the select saying what choosing does. */
  hint?: string;
  disabled?: boolean;
  /** "Diary" unless the form asks where something else goes ("Import into"). */
  label?: string;
};

/**
 * A form's choice of diary, the one a new record (DiaryField), a moving one
 * (MoveDiaryField) and an import (the account remote's) share.
 */
export function DiarySelect({
  diaries,
  value,
  onPick,
  hint,
  disabled,
  label = 'Diary',
}: DiarySelectProps) {
  return (
    <Select
      label={label}
      hint={hint}
      value={value}
      disabled={disabled}
      className={styles.select}
      onChange={(event) => {
        const picked = diaries.find((diary) => diary._id === event.target.value);
        if (picked) onPick(picked);
      }}
    >
      {diaries.map((diary) => (
        <option key={diary._id} value={diary._id}>
          {diary.name}
        </option>
      ))}
    </Select>
  );
}

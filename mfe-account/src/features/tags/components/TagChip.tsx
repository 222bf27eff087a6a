import { memo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { TAG_NAME_MAX_LENGTH, type TagWithCounts } from '@dd/contracts';
import { taggedListPath } from '@dd/diary-ui';
import { classNames } from '@dd/ui-kit';
import { renameOutcome } from '../model/tagNames';
import { mealUsage, restaurantUsage } from '../model/tagUsage';
import styles from './TagChip.module.css';

/** Where a chip sits: its grid cell (from 0) and its place among all the listed tags (from 1). */
export type ChipPlace = { row: number; column: number; position: number; setSize: number };

export type TagChipProps = ChipPlace & {
  tag: TagWithCounts;
  selected: boolean;
  onToggle: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (tag: TagWithCounts) => void;
  /** A viewer's chip: the name and its usage links, nothing to select, rename or delete. */
  readOnly?: boolean;
};

/** Clicks on the chip's own controls do their own thing; a click anywhere else selects. */
const INTERACTIVE = 'a, button, input, label, textarea, select';

/**
 * One tag (product spec §4 'Tag chip'): unselected, selected or being renamed. A
 * click on the chip (or its checkbox) selects it; a click on the name
 * renames it inline, where Enter or blur saves and Escape cancels;
 * unselected chips have an × delete button. Below, how many restaurants and
 * meals use the tag, each linking to that list filtered by the tag.
 */
export const TagChip = memo(function TagChip({
  tag,
  selected,
  row,
  column,
  position,
  setSize,
  onToggle,
  onRename,
  onDelete,
  readOnly = false,
}: TagChipProps) {
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(tag.name);
  // Set once a rename is settled, so the blur that follows Enter or Escape does nothing.
  const settled = useRef(false);
  // After Enter or Escape the keyboard goes back to the name; after a blur it stays where it went.
  const refocusName = useRef(false);
  const nameButtonMounted = (button: HTMLButtonElement | null) => {
    if (!button || !refocusName.current) return;
    refocusName.current = false;
    button.focus();
  };

  const startRenaming = () => {
    settled.current = false;
    setDraft(tag.name);
    setRenaming(true);
  };

  const finish = (save: boolean, { fromKeyboard }: { fromKeyboard: boolean }) => {
    if (settled.current) return;
    settled.current = true;
    setRenaming(false);
    refocusName.current = fromKeyboard;
    if (!save) return;
    const outcome = renameOutcome(tag.name, draft);
    if (outcome.kind === 'save') onRename(tag._id, outcome.name);
  };

  const onRenameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true, { fromKeyboard: true });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false, { fromKeyboard: true });
    }
  };

  const onChipClick = (event: MouseEvent<HTMLLIElement>) => {
    if (readOnly || renaming || (event.target as Element).closest(INTERACTIVE)) return;
    onToggle(tag._id);
  };

  return (
    // The chip's own click is a mouse shortcut for its checkbox, which keyboards use.
    <li
      className={classNames(styles.chip, selected && styles.selected)}
      data-selected={selected || undefined}
      data-tag-id={tag._id}
      style={{ gridRow: row + 1, gridColumn: column + 1 }}
      aria-posinset={position}
      aria-setsize={setSize}
      onClick={onChipClick}
    >
      <div className={styles.head}>
        {readOnly ? (
          <span className={styles.name}>{tag.name}</span>
        ) : (
          <>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={selected}
                onChange={() => onToggle(tag._id)}
                aria-label={`Select ${tag.name}`}
              />
            </label>
            {renaming ? (
              <input
                className={styles.renameInput}
                aria-label={`Rename ${tag.name}`}
                value={draft}
                maxLength={TAG_NAME_MAX_LENGTH}
                autoFocus
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onRenameKeyDown}
                onBlur={() => finish(true, { fromKeyboard: false })}
              />
            ) : (
              <button
                ref={nameButtonMounted}
                type="button"
                className={styles.name}
                title={`Rename ${tag.name}`}
                onClick={startRenaming}
              >
                {tag.name}
              </button>
            )}
            {!selected && !renaming && (
              <button
                type="button"
                className={styles.delete}
                aria-label={`Delete tag ${tag.name}`}
                title={`Delete tag ${tag.name}`}
                onClick={() => onDelete(tag)}
              >
                ×
              </button>
            )}
          </>
        )}
      </div>
      <p className={styles.usage}>
        <UsageLink
          count={tag.restaurantCount}
          text={restaurantUsage(tag.restaurantCount)}
          to={taggedListPath('restaurants', tag._id)}
          label={`Restaurants tagged ${tag.name}`}
        />
        <span aria-hidden="true"> · </span>
        <UsageLink
          count={tag.mealCount}
          text={mealUsage(tag.mealCount)}
          to={taggedListPath('meals', tag._id)}
          label={`Meals tagged ${tag.name}`}
        />
      </p>
    </li>
  );
});

/**
 * A plain link: a long list renders thousands of them, so the list navigates
 * them in-app with one click handler (TagChipList) instead of a router Link each.
 */
function UsageLink({
  count,
  text,
  to,
  label,
}: {
  count: number;
  text: string;
  to: string;
  label: string;
}) {
  if (count === 0) return <span>{text}</span>;
  return (
    <a href={to} className={styles.usageLink} aria-label={`${label}: ${text}`}>
      {text}
    </a>
  );
}

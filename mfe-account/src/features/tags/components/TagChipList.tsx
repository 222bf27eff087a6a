import { memo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TagWithCounts } from '@dd/contracts';
import type { TagSelection } from '../model/tagSelection';
import { TagChip, type TagChipProps } from './TagChip';
import styles from './TagChipList.module.css';

export type TagChipListProps = Omit<TagChipProps, 'tag' | 'selected' | 'hidden'> & {
  tags: readonly TagWithCounts[];
  selection: TagSelection;
  /** The ids the search keeps; null shows every tag. */
  shownIds: ReadonlySet<string> | null;
};

/**
 * All the tags as chips, those the search leaves out hidden rather than
 * unmounted: a keystroke then only flips `hidden` on the chips whose match
 * changed (each chip re-renders only when its own props change), instead of
 * tearing down and rebuilding hundreds of chips.
 */
export const TagChipList = memo(function TagChipList({
  tags,
  selection,
  shownIds,
  ...handlers
}: TagChipListProps) {
  const navigate = useNavigate();

  // The chips' links stay in the app: a plain click navigates with the router,
  // while modified clicks (new tab, new window) are left to the browser.
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(link.getAttribute('href')!);
  };

  return (
    // Delegated link clicks: the links themselves are the keyboard-reachable controls.
    <ul className={styles.list} aria-label="Tags" onClick={onClick}>
      {tags.map((tag) => (
        <TagChip
          key={tag._id}
          tag={tag}
          selected={selection.has(tag._id)}
          hidden={shownIds !== null && !shownIds.has(tag._id)}
          {...handlers}
        />
      ))}
    </ul>
  );
});

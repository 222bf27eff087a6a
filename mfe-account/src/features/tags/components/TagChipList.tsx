import { memo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TagWithCounts } from '@dd/contracts';
import type { TagSelection } from '../model/tagSelection';
import { TagChip, type TagChipProps } from './TagChip';
import styles from './TagChipList.module.css';

export type TagChipListProps = Omit<TagChipProps, 'tag' | 'selected'> & {
  tags: readonly TagWithCounts[];
  selection: TagSelection;
  /** Names the list for the search's style rule (`hideUnmatchedRule`). */
  searchScope: string;
};

/**
 * All the tags as chips. The search does not re-render them: the chips it
 * leaves out are hidden by a style rule matching their `data-name`, so a
 * keystroke costs a style recalculation instead of a render of every chip
 * whose match changed.
 */
export const TagChipList = memo(function TagChipList({
  tags,
  selection,
  searchScope,
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
    <ul className={styles.list} aria-label="Tags" data-search-scope={searchScope} onClick={onClick}>
      {tags.map((tag) => (
        <TagChip key={tag._id} tag={tag} selected={selection.has(tag._id)} {...handlers} />
      ))}
    </ul>
  );
});

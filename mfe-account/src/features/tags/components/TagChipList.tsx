import { memo, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TagWithCounts } from '@dd/contracts';
import { CHIP_GRID, chipsOfRow } from '../model/chipGrid';
import type { TagSelection } from '../model/tagSelection';
import { TagChip, type ChipPlace, type TagChipProps } from './TagChip';
import { useChipRows } from './useChipRows';
import styles from './TagChipList.module.css';

export type TagChipListProps = Omit<TagChipProps, 'tag' | 'selected' | keyof ChipPlace> & {
  /** The tags the search leaves, in order. */
  tags: readonly TagWithCounts[];
  selection: TagSelection;
};

/** The tag id of the chip holding `element`, if any. */
const chipIdOf = (element: EventTarget | null) =>
  element instanceof Element
    ? (element.closest<HTMLElement>('[data-tag-id]')?.dataset.tagId ?? null)
    : null;

/**
 * The tags as a grid of chips. Only the rows near the viewport are in the
 * page, so a keystroke in the search or a first render costs a screenful of
 * chips however many tags there are; each chip tells assistive technology
 * its place among all of them.
 */
export const TagChipList = memo(function TagChipList({
  tags,
  selection,
  ...handlers
}: TagChipListProps) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const focusedIndex = focusedId === null ? -1 : tags.findIndex((tag) => tag._id === focusedId);
  const { columns, rowCount, rows } = useChipRows(
    listRef,
    tags.length,
    focusedIndex === -1 ? null : focusedIndex,
  );

  // The chips' links stay in the app: a plain click navigates with the router,
  // while modified clicks (new tab, new window) are left to the browser.
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(link.getAttribute('href')!);
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => setFocusedId(chipIdOf(event.target));
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
  };

  return (
    // Delegated link clicks: the links themselves are the keyboard-reachable controls.
    <ul
      ref={listRef}
      className={styles.list}
      aria-label="Tags"
      data-count={tags.length}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rowCount}, ${CHIP_GRID.rowHeight}px)`,
        gap: CHIP_GRID.gap,
      }}
      onClick={onClick}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {rows.flatMap((row) =>
        chipsOfRow(row.index, columns, tags.length).map((index) => (
          <TagChip
            key={tags[index]._id}
            tag={tags[index]}
            selected={selection.has(tags[index]._id)}
            row={row.index}
            column={index % columns}
            position={index + 1}
            setSize={tags.length}
            {...handlers}
          />
        )),
      )}
    </ul>
  );
});

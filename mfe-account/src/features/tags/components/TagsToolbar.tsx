import type { Ref } from 'react';
import { Button, useValueTypedEarly } from '@dd/ui-kit';
import { TAG_TEXTS } from '../model/tagTexts';
import styles from './TagsToolbar.module.css';

export type TagsToolbarProps = {
  search: string;
  onSearchChange: (text: string) => void;
  searchRef?: Ref<HTMLInputElement>;
  addOpen: boolean;
  /** Absent for a viewer: no Add Tag. */
  onAddTag?: () => void;
};

/** Add Tag and the search box ('Search tags...', ignoring case). */
export function TagsToolbar({
  search,
  onSearchChange,
  searchRef,
  addOpen,
  onAddTag,
}: TagsToolbarProps) {
  // What was typed before the page's code hydrated the search box counts.
  const ref = useValueTypedEarly<HTMLInputElement>({
    value: search,
    onChange: (event) => onSearchChange(event.target.value),
    ref: searchRef,
  });
  return (
    <div className={styles.toolbar}>
      <input
        ref={ref}
        type="search"
        className={styles.input}
        aria-label="Search tags"
        placeholder={TAG_TEXTS.searchPlaceholder}
        value={search}
        autoComplete="off"
        onChange={(event) => onSearchChange(event.target.value)}
      />
      {onAddTag && (
        <Button onClick={onAddTag} aria-expanded={addOpen}>
          {TAG_TEXTS.addTag}
        </Button>
      )}
    </div>
  );
}

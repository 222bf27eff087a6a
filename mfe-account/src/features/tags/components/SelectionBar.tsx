import { Button } from '@dd/ui-kit';
import { bulkDeleteLabel, selectionActions } from '../model/tagSelection';
import { TAG_TEXTS } from '../model/tagTexts';
import styles from './SelectionBar.module.css';

export type SelectionBarProps = {
  count: number;
  onClear: () => void;
  onMerge: () => void;
  onDelete: () => void;
};

/** What the selected tags allow: Clear and Merge with several, the bulk delete with any. */
export function SelectionBar({ count, onClear, onMerge, onDelete }: SelectionBarProps) {
  const actions = selectionActions(count);
  if (!actions.bulkDelete) return null;
  return (
    <div className={styles.bar} role="group" aria-label="Selected tags">
      <span className={styles.count} aria-live="polite">
        {count} selected
      </span>
      {actions.clear && (
        <Button variant="ghost" onClick={onClear}>
          {TAG_TEXTS.clear}
        </Button>
      )}
      {actions.merge && (
        <Button variant="secondary" onClick={onMerge}>
          {TAG_TEXTS.merge}
        </Button>
      )}
      <Button variant="danger" onClick={onDelete}>
        {bulkDeleteLabel(count)}
      </Button>
    </div>
  );
}

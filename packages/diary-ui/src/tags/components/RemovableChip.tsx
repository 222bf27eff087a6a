import { classNames } from '@dd/ui-kit';
import { RemoveButton } from '../../controls/RemoveButton';
import styles from './RemovableChip.module.css';

export type RemovableChipProps = {
  /** `li` inside a list of chips, `span` on its own. */
  as?: 'li' | 'span';
  name: string;
  /** The remove button's accessible name and tooltip, e.g. 'Remove Spicy'. */
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
  /** Accent border and bold name: the chip is what the page is narrowed to. */
  strong?: boolean;
};

/** A tag chip with a × button that takes it away. */
export function RemovableChip({
  as: Element = 'li',
  name,
  removeLabel,
  onRemove,
  disabled = false,
  strong = false,
}: RemovableChipProps) {
  return (
    <Element className={classNames(styles.chip, strong && styles.strong)}>
      <span className={styles.name}>{name}</span>
      <RemoveButton label={removeLabel} disabled={disabled} onClick={onRemove} />
    </Element>
  );
}

import type { MouseEvent } from 'react';
import { classNames } from '@dd/ui-kit';
import styles from './RemoveButton.module.css';

export type RemoveButtonProps = {
  /** The accessible name and tooltip, e.g. 'Remove Spicy'. */
  label: string;
  onClick: () => void;
  onMouseDown?: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  /** Places the button (e.g. inside a text box). */
  className?: string;
};

/** A × button (40 px, 44 px on touch screens) that takes something away (a chip, a choice). */
export function RemoveButton({ label, className, ...button }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className={classNames(styles.remove, className)}
      aria-label={label}
      title={label}
      {...button}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

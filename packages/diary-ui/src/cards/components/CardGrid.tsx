import type { ReactNode } from 'react';
import { classNames } from '@dd/ui-kit';
import styles from './CardGrid.module.css';

export type CardGridProps = {
  /** The list's accessible name, e.g. 'Meals'. */
  label: string;
  /** The cards are those of the previous filter or search while the new answer loads. */
  busy?: boolean;
  /** Sets --card-grid-columns and --card-grid-gap (one column by default). */
  className?: string;
  /** The cards (DiaryCard). */
  children: ReactNode;
};

/** A list page's cards in a grid, dimmed and marked busy while they are about to be replaced. */
export function CardGrid({ label, busy = false, className, children }: CardGridProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={classNames(styles.grid, className)}
    >
      {children}
    </ul>
  );
}

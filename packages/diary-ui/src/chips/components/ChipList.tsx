import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '@dd/ui-kit';
import styles from './ChipList.module.css';

/** One chip of a `ChipList`: a link when it has somewhere to lead. */
export type ListChip = {
  key: string;
  content: ReactNode;
  /** The list the chip opens. */
  to?: string;
  /** The link's accessible name (it says where the chip leads). */
  linkLabel?: string;
};

export type ChipListProps = {
  chips: readonly ListChip[];
  /** The list's accessible name. */
  label: string;
  className?: string;
  /** More of each chip's style (the link's and the plain one's). */
  chipClassName?: string;
};

/**
 * A record's names as small pill chips that wrap (its tags, its people), each
 * a finger-sized link where it leads to a list, plain text where it does not.
 */
export function ChipList({ chips, label, className, chipClassName }: ChipListProps) {
  return (
    <ul className={classNames(styles.chips, className)} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.key} className={styles.item}>
          {chip.to ? (
            <Link
              to={chip.to}
              className={classNames(styles.chip, styles.link, chipClassName)}
              aria-label={chip.linkLabel}
            >
              {chip.content}
            </Link>
          ) : (
            <span className={classNames(styles.chip, chipClassName)}>{chip.content}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

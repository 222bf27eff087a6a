import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { classNames } from '../classNames';
import styles from './Figures.module.css';

export type Figure = { label: string; value: ReactNode; detail?: ReactNode };

export type FiguresProps = ComponentPropsWithoutRef<'dl'> & {
  figures: readonly Figure[];
  /** `row`: one row of equal tiles, compact on phones; `wrap`: tiles of at least 9rem, wrapping. */
  layout?: 'row' | 'wrap';
};

/** Counts as tiles: the value large, its label under it, and an optional detail line. */
export function Figures({ figures, layout = 'wrap', className, ...props }: FiguresProps) {
  return (
    <dl {...props} className={classNames(styles.figures, styles[layout], className)}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
          {figure.detail && <dd className={styles.detail}>{figure.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

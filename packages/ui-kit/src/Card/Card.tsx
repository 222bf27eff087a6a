import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../classNames';
import styles from './Card.module.css';

export type CardProps = ComponentPropsWithRef<'div'> & {
  /** Adds a hover lift, for cards that are links or buttons. */
  interactive?: boolean;
  padding?: 'none' | 'md' | 'lg';
};

export function Card({ interactive = false, padding = 'md', className, ...rest }: CardProps) {
  return (
    <div
      {...rest}
      className={classNames(
        styles.card,
        styles[`padding-${padding}`],
        interactive && styles.interactive,
        className,
      )}
    />
  );
}

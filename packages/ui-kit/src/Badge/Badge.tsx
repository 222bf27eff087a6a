import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../classNames';
import styles from './Badge.module.css';

export type BadgeProps = ComponentPropsWithRef<'span'>;

/** A small pill naming a state of what it sits on, e.g. "Want to go" on a card. */
export function Badge({ className, ...rest }: BadgeProps) {
  return <span {...rest} className={classNames(styles.badge, className)} />;
}

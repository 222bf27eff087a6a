import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../classNames';
import styles from './ErrorText.module.css';

export type ErrorTextProps = ComponentPropsWithRef<'p'>;

/** Inline red error message; role="alert" makes screen readers announce it when it appears. */
export function ErrorText({ className, role = 'alert', ...rest }: ErrorTextProps) {
  return <p {...rest} role={role} className={classNames(styles.error, className)} />;
}

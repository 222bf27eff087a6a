import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './AuthForm.module.css';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode };

/** A checkbox whose whole label is the click target. */
export function CheckboxField({ label, ...inputProps }: CheckboxFieldProps) {
  return (
    <label className={styles.checkbox}>
      <input {...inputProps} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}

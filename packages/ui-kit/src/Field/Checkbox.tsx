import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../classNames';
import styles from './Checkbox.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode };

/** A checkbox whose whole label is the click target, at least a finger tall on touch screens. */
export function Checkbox({ label, className, ...inputProps }: CheckboxProps) {
  return (
    <label className={classNames(styles.checkbox, className)}>
      <input {...inputProps} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}

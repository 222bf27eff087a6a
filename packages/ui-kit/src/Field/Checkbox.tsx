import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../classNames';
import styles from './Checkbox.module.css';
import { useValueTypedEarly } from './useValueTypedEarly';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode };

/** A checkbox whose whole label is the click target, at least a finger tall on touch screens. */
export function Checkbox({ label, className, ...inputProps }: CheckboxProps) {
  const ref = useValueTypedEarly(inputProps);
  return (
    <label className={classNames(styles.checkbox, className)}>
      <input {...inputProps} ref={ref} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}

import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../classNames';
import { Field } from './Field';
import styles from './Field.module.css';
import { useField, type FieldOwnProps } from './useField';
import { useValueTypedEarly } from './useValueTypedEarly';

export type SelectProps = ComponentPropsWithRef<'select'> & FieldOwnProps;

/** A native `<select>` laid out as a form field; its `<option>`s are the children. */
export function Select({ className, ...props }: SelectProps) {
  const { fieldProps, controlProps } = useField(props);
  const ref = useValueTypedEarly(controlProps);
  return (
    <Field {...fieldProps}>
      <select
        {...controlProps}
        ref={ref}
        className={classNames(styles.control, styles.select, className)}
      />
    </Field>
  );
}

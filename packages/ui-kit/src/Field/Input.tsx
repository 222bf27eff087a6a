import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../classNames';
import { Field } from './Field';
import styles from './Field.module.css';
import { useField, type FieldOwnProps } from './useField';
import { useValueTypedEarly } from './useValueTypedEarly';

export type InputProps = ComponentPropsWithRef<'input'> & FieldOwnProps;

export function Input({ className, ...props }: InputProps) {
  const { fieldProps, controlProps } = useField(props);
  const ref = useValueTypedEarly(controlProps);
  return (
    <Field {...fieldProps}>
      <input {...controlProps} ref={ref} className={classNames(styles.control, className)} />
    </Field>
  );
}

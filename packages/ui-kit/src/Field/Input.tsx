import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../classNames';
import { Field } from './Field';
import styles from './Field.module.css';
import { useField, type FieldOwnProps } from './useField';

export type InputProps = ComponentPropsWithRef<'input'> & FieldOwnProps;

export function Input({ className, ...props }: InputProps) {
  const { fieldProps, controlProps } = useField(props);
  return (
    <Field {...fieldProps}>
      <input {...controlProps} className={classNames(styles.control, className)} />
    </Field>
  );
}

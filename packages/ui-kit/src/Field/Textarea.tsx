import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../classNames';
import { Field } from './Field';
import styles from './Field.module.css';
import { useField, type FieldOwnProps } from './useField';
import { useValueTypedEarly } from './useValueTypedEarly';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & FieldOwnProps;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const { fieldProps, controlProps } = useField(props);
  const ref = useValueTypedEarly(controlProps);
  return (
    <Field {...fieldProps}>
      <textarea
        {...controlProps}
        ref={ref}
        rows={rows}
        className={classNames(styles.control, styles.textarea, className)}
      />
    </Field>
  );
}

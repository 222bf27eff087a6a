import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../classNames';
import styles from './Form.module.css';

export type FormProps = ComponentPropsWithRef<'form'>;

/** A form laid out as one column: fields, feedback and actions stacked with even gaps. */
export function Form({ className, ...rest }: FormProps) {
  return <form {...rest} className={classNames(styles.form, className)} />;
}

export type FormFieldsProps = ComponentPropsWithRef<'fieldset'>;

/** The form's controls as one borderless group, so `disabled` (e.g. while a call is pending) disables them all. */
export function FormFields({ className, ...rest }: FormFieldsProps) {
  return <fieldset {...rest} className={classNames(styles.fields, className)} />;
}

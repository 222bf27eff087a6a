import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../classNames';
import { Field } from './Field';
import styles from './Field.module.css';
import { useFieldIds } from './useFieldIds';

export type InputProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown in red under the field; also marks the input invalid. */
  error?: ReactNode;
};

export function Input({ label, hint, error, id: explicitId, className, ...rest }: InputProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(
    explicitId,
    Boolean(hint),
    Boolean(error),
  );
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      required={rest.required}
    >
      <input
        {...rest}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={classNames(styles.control, className)}
      />
    </Field>
  );
}

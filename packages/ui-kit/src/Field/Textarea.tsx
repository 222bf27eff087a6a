import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../classNames';
import { Field } from './Field';
import styles from './Field.module.css';
import { useFieldIds } from './useFieldIds';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown in red under the field; also marks the textarea invalid. */
  error?: ReactNode;
};

export function Textarea({
  label,
  hint,
  error,
  id: explicitId,
  className,
  rows = 4,
  ...rest
}: TextareaProps) {
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
      <textarea
        {...rest}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={classNames(styles.control, styles.textarea, className)}
      />
    </Field>
  );
}

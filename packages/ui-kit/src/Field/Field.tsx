import type { ReactNode } from 'react';
import { ErrorText } from '../ErrorText/ErrorText';
import styles from './Field.module.css';

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
  required?: boolean;
  children: ReactNode;
};

/** Label, control, hint and error laid out as one form field. */
export function Field({ id, label, hint, hintId, error, errorId, required, children }: FieldProps) {
  return (
    <div className={styles.field}>
      {/* The marker stands outside the <label>, whose text is then the field's name alone. */}
      <div className={styles.label}>
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </div>
  );
}

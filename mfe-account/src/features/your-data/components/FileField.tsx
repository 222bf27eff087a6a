import { useId, type ChangeEvent, type Ref } from 'react';
import styles from './FileField.module.css';

export interface FileFieldProps {
  label: string;
  /** The picker's hint; the section still checks what was picked. */
  accept: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** A line under the picker, e.g. the size limit. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled file picker, the browser's own control styled like the app's fields. */
export function FileField({ label, accept, onChange, disabled, hint, inputRef }: FileFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className={styles.file}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

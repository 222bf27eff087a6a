import type { FormEvent, ReactNode } from 'react';
import { Button, ErrorText, Form, FormFields } from '@dd/ui-kit';
import styles from './DraftForm.module.css';

export type DraftFormProps = {
  /** The form's accessible name, e.g. 'Meal'. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A save is running (or done, the page about to move on): fields and buttons are disabled. */
  saving: boolean;
  /** The form's own error, above the buttons. */
  error?: string;
  submitLabel: string;
  onCancel?: () => void;
  /** The form's sections. */
  children: ReactNode;
};

/**
 * A diary form's frame (product spec §2): its sections, the form's error, then Cancel
 * and Save, which reads 'Saving...' while busy.
 */
export function DraftForm({
  label,
  onSubmit,
  saving,
  error,
  submitLabel,
  onCancel,
  children,
}: DraftFormProps) {
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={label} className={styles.form}>
      <FormFields disabled={saving} className={styles.sections}>
        {children}
      </FormFields>
      {error && <ErrorText>{error}</ErrorText>}
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

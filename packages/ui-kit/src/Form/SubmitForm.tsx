import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ErrorText } from '../ErrorText/ErrorText';
import { Form, FormFields, type FormProps } from './Form';
import styles from './Form.module.css';

export type SubmitFormProps = Omit<FormProps, 'onSubmit' | 'children'> & {
  /** Runs on submit, with the browser's own submission already prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A call is under way: the fields are disabled and the submit button is busy. */
  pending: boolean;
  /** The fields. */
  children: ReactNode;
  /** Above the fields, e.g. a title or an introduction. */
  lead?: ReactNode;
  /** Under the fields, before the error: e.g. a success status or another error. */
  feedback?: ReactNode;
  /** The form-level error, shown in red (role="alert") while set. */
  error?: ReactNode;
  /** What the submit button says. */
  submitLabel: ReactNode;
  /** What it says while pending; the label itself when left out. */
  pendingLabel?: ReactNode;
  /** Keeps the submit button disabled, e.g. until two passwords match. */
  submitDisabled?: boolean;
  /** The submit button spans the form (default) or sits at its end. */
  submitAt?: 'full' | 'end';
  /** Under the submit button, e.g. links to other screens. */
  footer?: ReactNode;
};

/**
 * A form that sends one call: its fields, form-level feedback and error, and a
 * submit button that shows the call's pending state, laid out as one column.
 */
export function SubmitForm({
  onSubmit,
  pending,
  children,
  lead,
  feedback,
  error,
  submitLabel,
  pendingLabel,
  submitDisabled,
  submitAt = 'full',
  footer,
  ...formProps
}: SubmitFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event);
  };
  const submit = (
    <Button
      type="submit"
      fullWidth={submitAt === 'full'}
      disabled={submitDisabled}
      loading={pending}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : submitLabel}
    </Button>
  );
  return (
    <Form {...formProps} onSubmit={handleSubmit}>
      {lead}
      <FormFields disabled={pending}>{children}</FormFields>
      {feedback}
      {error && <ErrorText>{error}</ErrorText>}
      {submitAt === 'full' ? submit : <div className={styles.actions}>{submit}</div>}
      {footer}
    </Form>
  );
}

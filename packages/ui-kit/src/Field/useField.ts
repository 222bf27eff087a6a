import { useId, type ReactNode } from 'react';

/** The props a labelled form control (Input, Textarea) adds to its element's own. */
export type FieldOwnProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown in red under the field; also marks the control invalid. */
  error?: ReactNode;
};

type ControlProps = { id?: string; required?: boolean };

/**
 * Splits a control's props into those for <Field> (label, hint, error and
 * their ids) and those for the element, which gets the ids that tie it to its
 * label, hint and error text so assistive technology reads them with it.
 */
export function useField<P extends FieldOwnProps & ControlProps>({
  label,
  hint,
  error,
  ...elementProps
}: P) {
  const generatedId = useId();
  const id = elementProps.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return {
    fieldProps: { id, label, hint, hintId, error, errorId, required: elementProps.required },
    controlProps: {
      ...elementProps,
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
}

import { useId } from 'react';

/**
 * Ids that tie a control to its label, hint and error text, so assistive
 * technology reads the hint and the error with the field.
 */
export function useFieldIds(explicitId: string | undefined, hasHint: boolean, hasError: boolean) {
  const generatedId = useId();
  const id = explicitId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hasHint && hintId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

import { useState, type ChangeEvent } from 'react';

/**
 * The values of a controlled form. `edit(field)` is the change handler of that
 * field's input (a checkbox gives its `checked`, any other input its `value`);
 * `onEdit` runs after each edit, e.g. to clear a failure message.
 */
export function useFormValues<Values extends Record<string, string | boolean>>(
  initialValues: Values,
  onEdit?: () => void,
) {
  const [values, setValues] = useState(initialValues);

  const edit = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement>) => {
    const { type, checked, value } = event.target;
    setValues((current) => ({ ...current, [field]: type === 'checkbox' ? checked : value }));
    onEdit?.();
  };

  return { values, setValues, edit };
}

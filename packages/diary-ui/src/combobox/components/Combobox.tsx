import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames, useValueTypedEarly } from '@dd/ui-kit';
import styles from './Combobox.module.css';

/** A combobox's text box and its popup list, stacked (the list opens below the box). */
export function ComboboxFrame({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <div className={classNames(styles.frame, className)}>{children}</div>;
}

export type ComboboxInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'role' | 'aria-expanded' | 'aria-controls' | 'aria-activedescendant'
> & {
  /** The popup list is shown. */
  expanded: boolean;
  /** The popup list's id. */
  listId: string;
  /** The id of the option the arrow keys are on, if any. */
  activeId?: string;
};

/**
 * A combobox's text box (WAI-ARIA combobox with a list popup): it names its
 * popup while that is open, and the option the arrow keys are on. A page can
 * keep room at its end through `--combobox-input-end` (e.g. for a clear button).
 */
export function ComboboxInput({
  expanded,
  listId,
  activeId,
  className,
  ...input
}: ComboboxInputProps) {
  const ref = useValueTypedEarly(input);
  return (
    <input
      type="text"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={expanded ? listId : undefined}
      aria-activedescendant={expanded ? activeId : undefined}
      autoComplete="off"
      {...input}
      ref={ref}
      className={classNames(styles.input, className)}
    />
  );
}

export type ComboboxListboxProps = {
  id: string;
  label: string;
  children: ReactNode;
};

/** The popup list of a combobox (its options, or a note such as 'Loading...'). */
export function ComboboxListbox({ id, label, children }: ComboboxListboxProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={styles.listbox}>
      {children}
    </ul>
  );
}

export type ComboboxOptionProps = {
  id: string;
  selected: boolean;
  /** The option the arrow keys are on (the box's aria-activedescendant). */
  active: boolean;
  onPick: () => void;
  children: ReactNode;
};

/** One choice of a combobox; picking it keeps the focus in the text box. */
export function ComboboxOption({ id, selected, active, onPick, children }: ComboboxOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={classNames(styles.option, active && styles.active)}
      // Keeps focus in the box, so its blur does not close the list before the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      {children}
    </li>
  );
}

/** A line of the popup that is not a choice: loading, failed, nothing found. */
export function ComboboxNote({ children }: { children: ReactNode }) {
  return (
    <li role="presentation" className={styles.note}>
      {children}
    </li>
  );
}

import { useId, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { Button, comboboxKeyDown } from '@dd/ui-kit';
import {
  ComboboxFrame,
  ComboboxInput,
  ComboboxListbox,
  ComboboxOption,
  type ComboboxInputProps,
} from '../../combobox/components/Combobox';
import { RemovableChip } from '../../tags/components/RemovableChip';
import styles from './ChipEntry.module.css';

/** Whether a chip entry's suggestions are open, and the one the arrow keys are on. */
export type ChipEntryState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The suggestion the keys are on, -1 for none. */
  active: number;
  setActive: (index: number) => void;
  /** Closes the suggestions, the keys on none (after an entry is added). */
  close: () => void;
  /** The box's text input. */
  input: RefObject<HTMLInputElement | null>;
  /** Puts the focus back in the box (e.g. after a chip's removal). */
  focus: () => void;
};

/** The state a `ChipEntry` shows, kept by the picker, which closes it as its entries go in. */
export function useChipEntryState(): ChipEntryState {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);
  return {
    open,
    setOpen,
    active,
    setActive,
    close: () => {
      setActive(-1);
      setOpen(false);
    },
    input,
    focus: () => input.current?.focus(),
  };
}

/** One chosen entry, shown as a removable chip. */
export type EntryChip = { key: string; name: string };

export type ChipEntryProps<T> = {
  state: ChipEntryState;
  /** The box's visible label. */
  label: string;
  /** The entries chosen, as removable chips above the box ("Remove <name>"). */
  chips: readonly EntryChip[];
  /** The accessible name of the chips' list. */
  chipsLabel: string;
  onRemove: (key: string) => void;
  /** The text in the box. */
  text: string;
  /** The box's text as typed (the suggestions open, the keys on none). */
  onTextChange: (value: string) => void;
  /** What the box suggests for its text; none shows no list. */
  suggestions: readonly T[];
  suggestionKey: (item: T) => string;
  renderSuggestion: (item: T) => ReactNode;
  /** The accessible name of the suggestions' list. */
  suggestionsLabel: string;
  /** A suggestion picked (click, or Enter on it). */
  onChoose: (item: T) => void;
  /** Enter with no suggestion under the keys: add the typed text (never submits the form). */
  onEnter: () => void;
  /** The Add button pressed (the box keeps the focus). */
  onAdd: () => void;
  /** The Add button's accessible name, where "Add" alone is not enough. */
  addLabel?: string;
  /** The Add button is busy (an entry is being created). */
  adding?: boolean;
  /** Focusing the box opens its suggestions. */
  openOnFocus?: boolean;
  disabled?: boolean;
  /** The box's text input, for the form (the picker's own is `state.input`). */
  inputRef?: Ref<HTMLInputElement>;
  /** More of the box's text input (name, placeholder, keyboard hints, described-by). */
  inputProps?: Omit<
    ComboboxInputProps,
    | 'id'
    | 'ref'
    | 'expanded'
    | 'listId'
    | 'activeId'
    | 'value'
    | 'disabled'
    | 'onChange'
    | 'onFocus'
    | 'onKeyDown'
    | 'onBlur'
  >;
  /** Below the box: a note, an error, an offer. */
  children?: ReactNode;
};

/**
 * A box that adds what is typed as removable chips (a form's tags, the people
 * a meal was shared with): a label, the chips chosen, and a combobox with its
 * suggestions and an Add button. Enter or Add adds the text, a suggestion is
 * picked by click or keys, and the box keeps the focus throughout (a phone's
 * keyboard would otherwise close after every entry). The picker decides what
 * an entry becomes and closes the suggestions (`state.close`) once it is in.
 */
export function ChipEntry<T>({
  state,
  label,
  chips,
  chipsLabel,
  onRemove,
  text,
  onTextChange,
  suggestions,
  suggestionKey,
  renderSuggestion,
  suggestionsLabel,
  onChoose,
  onEnter,
  onAdd,
  addLabel,
  adding,
  openOnFocus = false,
  disabled = false,
  inputRef,
  inputProps,
  children,
}: ChipEntryProps<T>) {
  const { open, setOpen, active, setActive } = state;
  const inputId = useId();
  const listId = useId();
  const setInput = (element: HTMLInputElement | null) => {
    state.input.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  const showSuggestions = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = comboboxKeyDown({
    items: suggestions,
    open: showSuggestions,
    active,
    setActive,
    onOpen: () => setOpen(true),
    onChoose,
    onClose: () => {
      setOpen(false);
      setActive(-1);
    },
    onEnter,
  });

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {chips.length > 0 && (
        <ul className={styles.chips} aria-label={chipsLabel}>
          {chips.map((chip) => (
            <RemovableChip
              key={chip.key}
              name={chip.name}
              removeLabel={`Remove ${chip.name}`}
              disabled={disabled}
              onRemove={() => onRemove(chip.key)}
            />
          ))}
        </ul>
      )}
      <div className={styles.entry}>
        <ComboboxFrame className={styles.combo}>
          <ComboboxInput
            {...inputProps}
            ref={setInput}
            id={inputId}
            expanded={showSuggestions}
            listId={listId}
            activeId={active >= 0 ? optionId(active) : undefined}
            value={text}
            disabled={disabled}
            onChange={(event) => {
              setActive(-1);
              setOpen(true);
              onTextChange(event.target.value);
            }}
            onFocus={openOnFocus ? () => setOpen(true) : undefined}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          {showSuggestions && (
            <ComboboxListbox id={listId} label={suggestionsLabel}>
              {suggestions.map((item, index) => (
                <ComboboxOption
                  key={suggestionKey(item)}
                  id={optionId(index)}
                  selected={index === active}
                  active={index === active}
                  onPick={() => onChoose(item)}
                >
                  {renderSuggestion(item)}
                </ComboboxOption>
              ))}
            </ComboboxListbox>
          )}
        </ComboboxFrame>
        <Button
          variant="secondary"
          className={styles.add}
          aria-label={addLabel}
          disabled={disabled || !text.trim()}
          loading={adding}
          onMouseDown={keepFocus}
          onClick={() => {
            state.focus();
            onAdd();
          }}
        >
          Add
        </Button>
      </div>
      {children}
    </div>
  );
}

/** A press on a button leaves focus in the box (a phone's keyboard stays open). */
export function keepFocus(event: { preventDefault: () => void }) {
  event.preventDefault();
}

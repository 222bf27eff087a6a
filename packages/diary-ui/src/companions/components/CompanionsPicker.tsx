import { useId, useRef, useState, type Ref } from 'react';
import { suggestCompanions } from '@dd/contracts';
import { Button, comboboxKeyDown, ErrorText } from '@dd/ui-kit';
import {
  ComboboxFrame,
  ComboboxInput,
  ComboboxListbox,
  ComboboxOption,
} from '../../combobox/components/Combobox';
import { RemovableChip } from '../../tags/components/RemovableChip';
import { addCompanion, COMPANION_TEXTS, mealCountText } from '../model/companionEntry';
import styles from './CompanionsPicker.module.css';

/** A person the box may suggest: a name of the diary and how many meals name them. */
export type SuggestedCompanion = { name: string; mealCount: number };

export type CompanionsPickerProps = {
  /** The names chosen, in order. */
  chosen: readonly string[];
  onChange: (names: string[]) => void;
  /** The text in the box (a form keeps it, so a name typed but not added is saved too). */
  text: string;
  onTextChange: (text: string) => void;
  /** The diary's people to suggest from; none while they load or when they cannot. */
  people?: readonly SuggestedCompanion[];
  label?: string;
  /** The form's error for the typed text (e.g. too long as it saves). */
  error?: string;
  disabled?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * "Who you were with", entered like tags: type a name and press Enter or Add,
 * or pick one of at most five of the diary's people; each name becomes a
 * removable chip and the box keeps the focus. A name already there (whatever
 * its case), too long, or past the most a meal names is not added, and the
 * box says why beneath it. Names are the user's own words, never accounts.
 */
export function CompanionsPicker({
  chosen,
  onChange,
  text,
  onTextChange,
  people = [],
  label = COMPANION_TEXTS.label,
  error,
  disabled = false,
  name,
  ref,
}: CompanionsPickerProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [note, setNote] = useState<string | null>(null);
  const inputId = useId();
  const listId = useId();
  const noteId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInput = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const suggestions = suggestCompanions(people, text, chosen);
  const showSuggestions = open && suggestions.length > 0 && !disabled;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const shownNote = note ?? error ?? null;

  const add = (typed: string) => {
    const entry = addCompanion(chosen, typed);
    if (entry.kind === 'refuse') {
      setNote(entry.note);
      return;
    }
    setNote(null);
    if (entry.kind === 'add') onChange(entry.companions);
    onTextChange('');
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = comboboxKeyDown({
    items: suggestions,
    open: showSuggestions,
    active,
    setActive,
    onOpen: () => setOpen(true),
    onChoose: (person) => add(person.name),
    onClose: () => {
      setOpen(false);
      setActive(-1);
    },
    // Enter adds the typed name; it never submits the surrounding form.
    onEnter: () => add(text),
  });

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {chosen.length > 0 && (
        <ul className={styles.chips} aria-label="People added">
          {chosen.map((person) => (
            <RemovableChip
              key={person}
              name={person}
              removeLabel={`Remove ${person}`}
              disabled={disabled}
              onRemove={() => {
                setNote(null);
                onChange(chosen.filter((other) => other !== person));
                inputRef.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      <div className={styles.entry}>
        <ComboboxFrame className={styles.combo}>
          <ComboboxInput
            ref={setInput}
            id={inputId}
            name={name}
            expanded={showSuggestions}
            listId={listId}
            activeId={active >= 0 ? optionId(active) : undefined}
            value={text}
            placeholder={COMPANION_TEXTS.placeholder}
            disabled={disabled}
            enterKeyHint="enter"
            autoCapitalize="words"
            aria-invalid={shownNote ? true : undefined}
            aria-describedby={shownNote ? noteId : undefined}
            onChange={(event) => {
              onTextChange(event.target.value);
              setNote(null);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          {showSuggestions && (
            <ComboboxListbox id={listId} label="People you have eaten with">
              {suggestions.map((person, index) => (
                <ComboboxOption
                  key={person.name}
                  id={optionId(index)}
                  selected={index === active}
                  active={index === active}
                  onPick={() => add(person.name)}
                >
                  <span className={styles.option}>
                    <span className={styles.optionName}>{person.name}</span>
                    <span className={styles.optionCount}>{mealCountText(person.mealCount)}</span>
                  </span>
                </ComboboxOption>
              ))}
            </ComboboxListbox>
          )}
        </ComboboxFrame>
        <Button
          variant="secondary"
          className={styles.add}
          // Named apart from the tags' Add button beside it on the meal form.
          aria-label="Add person"
          disabled={disabled || !text.trim()}
          // The box keeps focus: a phone's keyboard would otherwise close after every name.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            add(text);
          }}
        >
          Add
        </Button>
      </div>
      {shownNote && <ErrorText id={noteId}>{shownNote}</ErrorText>}
    </div>
  );
}

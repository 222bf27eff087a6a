import { useId, useState, type Ref } from 'react';
import { suggestCompanions } from '@dd/contracts';
import { ErrorText } from '@dd/ui-kit';
import { ChipEntry, useChipEntryState } from '../../chips/components/ChipEntry';
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
  const box = useChipEntryState();
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();

  // None while disabled, so no list shows.
  const suggestions = disabled ? [] : suggestCompanions(people, text, chosen);
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
    box.close();
  };

  return (
    <ChipEntry
      state={box}
      label={label}
      chips={chosen.map((person) => ({ key: person, name: person }))}
      chipsLabel="People added"
      onRemove={(person) => {
        setNote(null);
        onChange(chosen.filter((other) => other !== person));
        box.focus();
      }}
      text={text}
      onTextChange={(value) => {
        onTextChange(value);
        setNote(null);
      }}
      suggestions={suggestions}
      suggestionKey={(person) => person.name}
      renderSuggestion={(person) => (
        <span className={styles.option}>
          <span className={styles.optionName}>{person.name}</span>
          <span className={styles.optionCount}>{mealCountText(person.mealCount)}</span>
        </span>
      )}
      suggestionsLabel="People you have eaten with"
      onChoose={(person) => add(person.name)}
      // Enter adds the typed name; it never submits the surrounding form.
      onEnter={() => add(text)}
      onAdd={() => add(text)}
      // Named apart from the tags' Add button beside it on the meal form.
      addLabel="Add person"
      openOnFocus
      disabled={disabled}
      inputRef={ref}
      inputProps={{
        name,
        placeholder: COMPANION_TEXTS.placeholder,
        enterKeyHint: 'enter',
        autoCapitalize: 'words',
        'aria-invalid': shownNote ? true : undefined,
        'aria-describedby': shownNote ? noteId : undefined,
      }}
    >
      {shownNote && <ErrorText id={noteId}>{shownNote}</ErrorText>}
    </ChipEntry>
  );
}

import { useId, useState } from 'react';
import type { Companion } from '@dd/contracts';
import { Button, Dialog, ErrorText } from '@dd/ui-kit';
import { PEOPLE_TEXTS, personUsage } from '../model/peopleTexts';
import styles from './People.module.css';

export type MergePeopleDialogProps = {
  /** The selected people (two or more). */
  people: readonly Companion[];
  merging: boolean;
  error: string | null;
  onMerge: (name: string) => void;
  onCancel: () => void;
};

/** The name the merged person keeps by default: the one on most meals. */
function mostMeals(people: readonly Companion[]): string {
  return [...people].sort((a, b) => b.mealCount - a.mealCount)[0]?.name ?? '';
}

/**
 * Merge: two spellings (or nicknames) of one person become one on every meal,
 * under the name picked (the one on most meals by default); a meal naming
 * several of them names the kept one once.
 */
export function MergePeopleDialog({
  people,
  merging,
  error,
  onMerge,
  onCancel,
}: MergePeopleDialogProps) {
  const [kept, setKept] = useState(() => mostMeals(people));
  const group = useId();
  return (
    <Dialog
      open
      title={PEOPLE_TEXTS.mergeTitle}
      onClose={() => {
        if (!merging) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={merging}>
            {PEOPLE_TEXTS.cancel}
          </Button>
          <Button onClick={() => onMerge(kept)} disabled={!kept} loading={merging}>
            {PEOPLE_TEXTS.merge}
          </Button>
        </>
      }
    >
      <p>
        Every meal naming any of these {people.length} people will name the kept one once, across
        your whole diary.
      </p>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Keep this name</legend>
        {people.map((person) => (
          <label key={person.name} className={styles.choice}>
            <input
              type="radio"
              name={group}
              value={person.name}
              checked={person.name === kept}
              disabled={merging}
              onChange={() => setKept(person.name)}
            />
            <span className={styles.choiceName}>{person.name}</span>
            <span className={styles.choiceUsage}>{personUsage(person)}</span>
          </label>
        ))}
      </fieldset>
      {error && <ErrorText>{error}</ErrorText>}
    </Dialog>
  );
}

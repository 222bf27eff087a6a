import type { Companion } from '@dd/contracts';
import { ChoiceDialog, ErrorText } from '@dd/ui-kit';
import { PEOPLE_TEXTS, personUsage } from '../model/peopleTexts';

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
  return (
    <ChoiceDialog
      title={PEOPLE_TEXTS.mergeTitle}
      message={`Every meal naming any of these ${people.length} people will name the kept one once, across your whole diary.`}
      legend="Keep this name"
      choices={people.map((person) => ({
        value: person.name,
        label: person.name,
        detail: personUsage(person),
      }))}
      initial={mostMeals(people)}
      confirmLabel={PEOPLE_TEXTS.merge}
      cancelLabel={PEOPLE_TEXTS.cancel}
      onConfirm={onMerge}
      onCancel={onCancel}
      busy={merging}
    >
      {error && <ErrorText>{error}</ErrorText>}
    </ChoiceDialog>
  );
}

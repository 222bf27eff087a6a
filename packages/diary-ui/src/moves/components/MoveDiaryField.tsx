import type { DiaryResource } from '../../lists/model/listParams';
import { DiarySelect } from '../../forms/components/DiarySelect';
import type { DiaryMove } from '../hooks/useDiaryMove';
import { MOVE_TEXTS } from '../model/moveTexts';

export type MoveDiaryFieldProps = {
  resource: DiaryResource;
  move: DiaryMove;
  /** After another diary was chosen: the form lets go of what belonged to the other one (its restaurant, its tags). */
  onDiaryChange: () => void;
  disabled?: boolean;
};

/**
 * An edit form's "Diary": the record's own diary chosen, and the others the
 * user writes, to move it to on save (useDiaryMove). Not shown when there
 * is no other.
 */
export function MoveDiaryField({ resource, move, onDiaryChange, disabled }: MoveDiaryFieldProps) {
  if (move.choices.length < 2) return null;
  const texts = MOVE_TEXTS[resource];
  const target = move.choices.find((diary) => diary._id === move.target);
  return (
    <DiarySelect
      diaries={move.choices}
      value={move.chosen}
      hint={target ? texts.moving(target.name) : texts.hint}
      disabled={disabled}
      onPick={(picked) => {
        if (picked._id === move.chosen) return;
        move.choose(picked._id);
        onDiaryChange();
      }}
    />
  );
}

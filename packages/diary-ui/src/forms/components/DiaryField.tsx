import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Diary } from '@dd/contracts';
import { canWriteIn, diaryIn, useCurrentDiary } from '@dd/shell-kit';
import { diariesQuery } from '@dd/shell-kit/diaries';
import { DiarySelect } from './DiarySelect';

export type DiaryFieldProps = {
  /** After the diary changed: the form lets go of what belonged to the other one (its restaurant, its tags). */
  onDiaryChange?: (diaryId: string | null) => void;
  disabled?: boolean;
};

const idOf = (diary: Diary): string | null => (diary.personal ? null : diary._id);

/**
 * A new record's "Diary": the diaries the user may add to, the current one
 * chosen. Choosing another makes it the current diary, so the form's
 * restaurant and tag suggestions, the save and the list after it are that
 * diary's. Not shown to a user with one such diary; a current diary the
 * user may only read gives way to the personal one.
 */
export function DiaryField({ onDiaryChange, disabled }: DiaryFieldProps) {
  const { diaryId, switchTo } = useCurrentDiary();
  const diaries = useQuery(diariesQuery()).data;
  const writable = (diaries ?? []).filter(canWriteIn);
  const current = diaries ? diaryIn(diaries, diaryId) : undefined;
  const readOnlyHere = current !== undefined && !canWriteIn(current);

  useEffect(() => {
    if (readOnlyHere) switchTo(null);
  }, [readOnlyHere, switchTo]);

  if (writable.length < 2 || !current) return null;
  return (
    <DiarySelect
      diaries={writable}
      value={current._id}
      disabled={disabled}
      onPick={(picked) => {
        switchTo(idOf(picked));
        onDiaryChange?.(idOf(picked));
      }}
    />
  );
}

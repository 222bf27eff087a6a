import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Diary } from '@dd/contracts';
import { canWriteIn, diaryIn, useCurrentDiary } from '@dd/shell-kit';
import { diariesQuery } from '@dd/shell-kit/diaries';
import { DiarySelect } from '@dd/diary-ui';
import { IMPORT_TEXTS as TEXT } from '../model/importView';

export interface ImportTarget {
  /** The diaries the user may add to. */
  targets: Diary[];
  /** Where the export's own diary goes: the one picked, else the current diary, else the personal one. */
  target: Diary | undefined;
  pick: (diaryId: string) => void;
}

/** The diary an import restores into; picking one does not change the current diary. */
export function useImportTarget(): ImportTarget {
  const { diaryId: current } = useCurrentDiary();
  const targets = (useQuery(diariesQuery()).data ?? []).filter(canWriteIn);
  const [picked, pick] = useState<string>();
  const target =
    targets.find((diary) => diary._id === picked) ??
    diaryIn(targets, current) ??
    targets.find((diary) => diary.personal);
  return { targets, target, pick };
}

/** "Import into": shown only to a user who may add to two or more diaries. */
export function ImportDiaryField({
  targets,
  target,
  pick,
  disabled,
}: ImportTarget & { disabled?: boolean }) {
  if (targets.length < 2 || !target) return null;
  return (
    <DiarySelect
      label={TEXT.diaryLabel}
      hint={TEXT.diaryHint}
      diaries={targets}
      value={target._id}
      disabled={disabled}
      onPick={(diary) => pick(diary._id)}
    />
  );
}

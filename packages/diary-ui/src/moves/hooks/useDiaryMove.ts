import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Diary } from '@dd/contracts';
import { useSession } from '@dd/shell-kit';
import { diariesQuery } from '@dd/shell-kit/diaries';
import type { RecordOwnership } from '../../record-access/model/addedBy';
import { moveChoices, queriedDiaryId } from '../model/diaryMove';

/** An edit form's choice of the diary its record is saved in. */
export type DiaryMove = {
  /** The diaries to choose between, the record's own among them; fewer than two: no choice. */
  choices: Diary[];
  /** The chosen diary's `_id`: the record's own until another is chosen. */
  chosen: string;
  choose: (diaryId: string) => void;
  /** The diary the save moves the record to (its `_id`); undefined while the record's own is chosen. */
  target: string | undefined;
  /** The chosen diary as queries take it (null: the personal one): where the form's pickers look. */
  diaryId: string | null;
};

/**
 * The diary an edited record is saved in: its own, or another the user
 * writes, chosen in the form. Choosing leaves the app's current diary as it
 * is: the record moves only when saved.
 */
export function useDiaryMove(record: RecordOwnership): DiaryMove {
  const me = useSession().user?.id ?? null;
  // An answer cached before shared diaries has no diaryId: it is the user's own.
  const own = record.diaryId || me || '';
  const [chosen, choose] = useState(own);
  const choices = moveChoices(useQuery(diariesQuery()).data, own);
  return {
    choices,
    chosen,
    choose,
    target: chosen === own ? undefined : chosen,
    diaryId: queriedDiaryId(chosen, me),
  };
}

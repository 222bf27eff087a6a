import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCurrentDiary, useSession } from '@dd/shell-kit';
import { diariesQuery } from '@dd/shell-kit/diaries';
import { mayWrite, type RecordOwnership } from '../model/addedBy';

/**
 * Makes `record`'s diary the current one, when the user may add to it: a
 * meal logged at a restaurant (its page's "Log a meal here", reached in
 * another diary) belongs to the restaurant's diary.
 */
export function useAddInDiaryOf(record: RecordOwnership | undefined): void {
  const me = useSession().user?.id ?? null;
  const { diaryId, switchTo } = useCurrentDiary();
  const diaries = useQuery(diariesQuery()).data;
  const target = record?.diaryId ? (record.diaryId === me ? null : record.diaryId) : undefined;
  const writable = record !== undefined && mayWrite(record, me, diaries);

  useEffect(() => {
    if (target !== undefined && target !== diaryId && writable) switchTo(target);
  }, [target, diaryId, writable, switchTo]);
}

import { useQuery } from '@tanstack/react-query';
import { useSession } from '@dd/shell-kit';
import { diariesQuery, membersQuery } from '@dd/shell-kit/diaries';
import { addedByText, mayWrite, type RecordOwnership } from '../model/addedBy';

export type RecordAccess = {
  /** Whether the user may edit, delete, rate and share it (owners and editors of its diary). */
  writable: boolean;
  /**
   * In a shared diary, who added it ("Added by Sam"); an empty string while
   * the members load; null in the personal diary.
   */
  addedBy: string | null;
};

/**
 * What a record's page lets the user do with it, and who added it: the
 * rules of its own diary (a link may lead to a record of a diary other than
 * the current one). The server enforces them; this only keeps a viewer from
 * controls that would be refused.
 */
export function useRecordAccess(record: RecordOwnership): RecordAccess {
  const me = useSession().user?.id ?? null;
  // An answer cached before shared diaries has no diaryId: it is the user's own.
  const shared = me !== null && !!record.diaryId && record.diaryId !== me;
  const diaries = useQuery({ ...diariesQuery(), enabled: shared });
  const members = useQuery({
    ...membersQuery(record.diaryId),
    enabled: shared && record.userId !== undefined,
  });
  const writable = mayWrite(record, me, diaries.data);
  if (!shared || record.userId === undefined) return { writable, addedBy: null };
  return {
    writable,
    addedBy: members.data
      ? addedByText({ diaryId: record.diaryId, userId: record.userId }, me, members.data)
      : '',
  };
}

import type { Diary, DiaryMember } from '@dd/contracts';

/** Who added a shared diary's record, as its page says it. */
export const FORMER_MEMBER = 'a former member';

export type RecordOwnership = {
  /** The diary it belongs to (a personal diary's id is its user's). */
  diaryId: string;
  /** The member who added it (absent in answers cached before shared diaries). */
  userId?: string;
};

/** "Added by you", "Added by Sam", "Added by a former member". */
export function addedByText(
  record: Required<RecordOwnership>,
  me: string,
  members: readonly DiaryMember[],
): string {
  if (record.userId === me) return 'Added by you';
  const member = members.find((listed) => listed.userId === record.userId);
  return `Added by ${member?.firstName ?? FORMER_MEMBER}`;
}

/**
 * Whether `me` may change `record`: in their personal diary, or as an owner
 * or editor of its shared diary (`diaries`: the user's, once known). Not
 * before the diaries are known, nor in a diary they are no longer in.
 */
export function mayWrite(
  record: RecordOwnership,
  me: string | null,
  diaries: readonly Diary[] | undefined,
): boolean {
  if (!record.diaryId || (me !== null && record.diaryId === me)) return true;
  const diary = diaries?.find((listed) => listed._id === record.diaryId);
  return diary?.role === 'owner' || diary?.role === 'editor';
}

import type { Diary } from '@dd/contracts';

/** The key of the signed-in user's diaries; the keys of one diary's parts (members, invites) start with it. */
export const DIARIES_QUERY_KEY = ['diaries'] as const;

/** What the user may do in `diary`: only owners and editors write its records. */
export function canWriteIn(diary: Pick<Diary, 'role'>): boolean {
  return diary.role === 'owner' || diary.role === 'editor';
}

/** The diary the lists show (`diaryId`, null: the personal one) among the user's diaries. */
export function diaryIn(diaries: readonly Diary[], diaryId: string | null): Diary | undefined {
  return diaryId === null
    ? diaries.find((diary) => diary.personal)
    : diaries.find((diary) => diary._id === diaryId);
}

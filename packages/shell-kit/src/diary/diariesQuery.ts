import { queryOptions } from '@tanstack/react-query';
import type { Diary } from '@dd/contracts';
import { apiRequest } from '../api/apiRequest';

/** The key of the signed-in user's diaries; the keys of one diary's parts (members, invites) start with it. */
export const DIARIES_QUERY_KEY = ['diaries'] as const;

/** GET /api/diaries: the personal diary first, then the shared ones, each with the user's role. */
export function diariesQuery() {
  return queryOptions({
    queryKey: DIARIES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Diary[]>('/api/diaries', { signal }),
  });
}

/** What the user may do in `diary`: only owners and editors write its records. */
export function canWriteIn(diary: Pick<Diary, 'role'>): boolean {
  return diary.role === 'owner' || diary.role === 'editor';
}

/** The diary the lists show (`diaryId`, null: the personal one) among the user's diaries. */
export function diaryIn(diaries: readonly Diary[], diaryId: string | null): Diary | undefined {
  return diaryId === null
    ? diaries.find((diary) => diary.personal)
    : diaries.find((d) => d._id === diaryId);
}

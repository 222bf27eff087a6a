import { queryOptions } from '@tanstack/react-query';
import type { DiaryMember } from '@dd/contracts';
import { apiRequest, DIARIES_QUERY_KEY } from '@dd/shell-kit';

/** The key of a shared diary's members: below the diaries' key, so a change to them reads both again. */
export const diaryMembersKey = (diaryId: string) =>
  [...DIARIES_QUERY_KEY, diaryId, 'members'] as const;

/** GET /api/diaries/:id/members: first names and roles (any member may read them). */
export function membersQuery(diaryId: string) {
  return queryOptions({
    queryKey: diaryMembersKey(diaryId),
    queryFn: ({ signal }) =>
      apiRequest<DiaryMember[]>(`/api/diaries/${encodeURIComponent(diaryId)}/members`, { signal }),
  });
}

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Companion, CompanionsChangeResult } from '@dd/contracts';
import { apiRequest, diaryKeyPart, inDiaryPath, withDiaryId } from '@dd/shell-kit';
import { companionKey, tidyCompanionName } from '@dd/contracts';

/** The people's keys, each ending with its diary's part (none for the personal diary). */
export const companionKeys = {
  all: ['companions'] as const,
  list: (diaryId: string | null) =>
    [...companionKeys.all, 'list', ...diaryKeyPart(diaryId)] as const,
  summary: (name: string, diaryId: string | null) =>
    [...companionKeys.all, 'summary', companionKey(name), ...diaryKeyPart(diaryId)] as const,
};

/** How long the diary's people stay fresh: the meal form asks for them on every open. */
const COMPANIONS_STALE_MS = 60_000;

/** GET /api/companions: diary `diaryId`'s people (null: the personal diary's), most meals first. */
export function companionsQuery(diaryId: string | null) {
  return queryOptions({
    queryKey: companionKeys.list(diaryId),
    queryFn: ({ signal }) =>
      apiRequest<Companion[]>(inDiaryPath('/api/companions', diaryId), { signal }),
    staleTime: COMPANIONS_STALE_MS,
  });
}

/** GET /api/companions/summary?name=: one person's meal and place counts in diary `diaryId` (404 when none). */
export function companionSummaryQuery(name: string, diaryId: string | null) {
  const tidy = tidyCompanionName(name);
  return queryOptions({
    queryKey: companionKeys.summary(tidy, diaryId),
    queryFn: ({ signal }) =>
      apiRequest<Companion>(
        inDiaryPath(`/api/companions/summary?${new URLSearchParams({ name: tidy })}`, diaryId),
        { signal },
      ),
  });
}

/** POST /api/companions/rename: `names` become `name` on every meal of diary `diaryId` (a merge when several). */
export function renameCompanions(names: string[], name: string, diaryId: string | null) {
  return apiRequest<CompanionsChangeResult>('/api/companions/rename', {
    method: 'POST',
    body: withDiaryId({ names, name }, diaryId),
  });
}

/** POST /api/companions/delete: `names` are taken off every meal of diary `diaryId`. */
export function deleteCompanions(names: string[], diaryId: string | null) {
  return apiRequest<CompanionsChangeResult>('/api/companions/delete', {
    method: 'POST',
    body: withDiaryId({ names }, diaryId),
  });
}

/**
 * After a rename, merge or delete: the people, the meals (lists, pages,
 * timeline figures) and the restaurants' summaries are read again.
 */
export function invalidateAfterCompanionsChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companionKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['meals'] }),
    queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
  ]);
}

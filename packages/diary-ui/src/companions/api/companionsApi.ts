import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Companion, CompanionsChangeResult } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import { companionKey, tidyCompanionName } from '@dd/contracts';

export const companionKeys = {
  all: ['companions'] as const,
  list: () => [...companionKeys.all, 'list'] as const,
  summary: (name: string) => [...companionKeys.all, 'summary', companionKey(name)] as const,
};

/** How long the diary's people stay fresh: the meal form asks for them on every open. */
const COMPANIONS_STALE_MS = 60_000;

/** GET /api/companions: the diary's people, most meals first. */
export function companionsQuery() {
  return queryOptions({
    queryKey: companionKeys.list(),
    queryFn: ({ signal }) => apiRequest<Companion[]>('/api/companions', { signal }),
    staleTime: COMPANIONS_STALE_MS,
  });
}

/** GET /api/companions/summary?name=: one person's meal and place counts (404 when none). */
export function companionSummaryQuery(name: string) {
  const tidy = tidyCompanionName(name);
  return queryOptions({
    queryKey: companionKeys.summary(tidy),
    queryFn: ({ signal }) =>
      apiRequest<Companion>(`/api/companions/summary?${new URLSearchParams({ name: tidy })}`, {
        signal,
      }),
  });
}

/** POST /api/companions/rename: `names` become `name` on every meal (a merge when several). */
export function renameCompanions(names: string[], name: string) {
  return apiRequest<CompanionsChangeResult>('/api/companions/rename', {
    method: 'POST',
    body: { names, name },
  });
}

/** POST /api/companions/delete: `names` are taken off every meal. */
export function deleteCompanions(names: string[]) {
  return apiRequest<CompanionsChangeResult>('/api/companions/delete', {
    method: 'POST',
    body: { names },
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

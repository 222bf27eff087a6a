import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Diary } from '@dd/contracts';
import { currentDiaryStore, DIARIES_QUERY_KEY, useSession } from '@dd/shell-kit';
import { diariesQuery } from './diariesQuery';

function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}

/**
 * The signed-in user's diaries, keeping the current diary one of them: when
 * the list no longer holds it (the diary was deleted or the user removed),
 * the app falls back to the personal diary (the store says so once). An API
 * answering 404 to a query of the current diary asks for the list again,
 * which then decides. Used once, by the shell's diary switcher.
 */
export function useDiaryFallback(diaryId: string | null) {
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  const diaries = useQuery(diariesQuery());
  const list: Diary[] | undefined = diaries.data;

  useEffect(() => {
    if (!userId || !diaryId || !list || diaries.isFetching) return;
    if (!list.some((diary) => diary._id === diaryId)) currentDiaryStore.fallBack(userId);
  }, [userId, diaryId, list, diaries.isFetching]);

  useEffect(() => {
    if (!diaryId) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (!isNotFound(event.action.error)) return;
      if (!JSON.stringify(event.query.queryKey).includes(diaryId)) return;
      void queryClient.invalidateQueries({ queryKey: DIARIES_QUERY_KEY, exact: true });
    });
  }, [diaryId, queryClient]);

  return diaries;
}

import { hashKey, partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

type Entry = { key: QueryKey; shown: unknown; hidden: unknown };

/**
 * Takes something out of every cached query under `queryKey` (`remove`
 * answers the data without it, or the same data when it is not there) and
 * keeps it out of answers that arrive later: while its delete waits, the
 * server still has it. Answers the way back: each query gets its data as
 * it was, or, if it changed meanwhile, a refetch; and `release`, which
 * stops filtering (once the server no longer has it).
 */
export function hideInCache(
  queryClient: QueryClient,
  queryKey: QueryKey,
  remove: (data: unknown) => unknown,
): { restore: () => void; release: () => void } {
  const entries = new Map<string, Entry>();
  const hide = (key: QueryKey, data: unknown) => {
    const hidden = remove(data);
    if (hidden === data) return;
    entries.set(hashKey(key), { key, shown: data, hidden });
    queryClient.setQueryData(key, hidden);
  };

  for (const [key, data] of queryClient.getQueriesData({ queryKey })) hide(key, data);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!partialMatchKey(event.query.queryKey, queryKey)) return;
    hide(event.query.queryKey, event.query.state.data);
  });

  return {
    release: unsubscribe,
    restore: () => {
      unsubscribe();
      for (const { key, shown, hidden } of entries.values()) {
        if (queryClient.getQueryData(key) === hidden) queryClient.setQueryData(key, shown);
        else void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    },
  };
}

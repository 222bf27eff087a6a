import { queryOptions } from '@tanstack/react-query';
import type { Diary } from '@dd/contracts';
import { apiRequest, DIARIES_QUERY_KEY } from '@dd/shell-kit';

/** GET /api/diaries: the personal diary first, then the shared ones, each with the user's role. */
export function diariesQuery() {
  return queryOptions({
    queryKey: DIARIES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Diary[]>('/api/diaries', { signal }),
  });
}

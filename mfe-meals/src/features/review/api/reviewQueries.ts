import { queryOptions } from '@tanstack/react-query';
import type { YearReview } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import { diaryKeys } from '@dd/diary-ui';

/**
 * GET /api/meals/review/:year, under the meals' keys. Fresh for half a minute,
 * so the page hydrated from the server's answer does not ask again at once.
 */
export function yearReviewQuery(year: number) {
  return queryOptions({
    queryKey: [...diaryKeys('meals').all, 'review', year] as const,
    queryFn: ({ signal }) => apiRequest<YearReview>(`/api/meals/review/${year}`, { signal }),
    staleTime: 30_000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { YearReview } from '@dd/contracts';
import { apiRequest, diaryKeyPart, inDiaryPath } from '@dd/shell-kit';
import { diaryKeys } from '@dd/diary-ui';

/**
 * GET /api/meals/review/:year of diary `diaryId` (null: the personal one),
 * under the meals' keys. Fresh for half a minute, so the page hydrated from
 * the server's answer does not ask again at once.
 */
export function yearReviewQuery(year: number, diaryId: string | null) {
  return queryOptions({
    queryKey: [...diaryKeys('meals').all, 'review', year, ...diaryKeyPart(diaryId)] as const,
    queryFn: ({ signal }) =>
      apiRequest<YearReview>(inDiaryPath(`/api/meals/review/${year}`, diaryId), { signal }),
    staleTime: 30_000,
  });
}

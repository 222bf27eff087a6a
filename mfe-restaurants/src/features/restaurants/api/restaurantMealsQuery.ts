import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Meal } from '@dd/contracts';
import { diaryKeys } from '@dd/diary-ui';
import { apiRequestPage, type ApiPage } from '@dd/shell-kit';

export const RESTAURANT_MEALS_PAGE_SIZE = 50;

/**
 * The meals logged at one restaurant (`GET /api/meals?restaurantId=`), page by
 * page. Kept under the meals' `lists()` key, in the same paged shape as the
 * meal list, so a meal thumbs change or delete reaches it too.
 */
export function restaurantMealsQuery(restaurantId: string) {
  return infiniteQueryOptions({
    queryKey: [...diaryKeys('meals').lists(), { restaurantId }] as const,
    queryFn: ({ pageParam, signal }): Promise<ApiPage<Meal>> => {
      const query = new URLSearchParams({
        restaurantId,
        limit: String(RESTAURANT_MEALS_PAGE_SIZE),
      });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequestPage<Meal>(`/api/meals?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ApiPage<Meal>) => lastPage.nextCursor,
  });
}

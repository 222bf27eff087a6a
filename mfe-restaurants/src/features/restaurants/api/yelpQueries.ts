import { queryOptions } from '@tanstack/react-query';
import type { YelpBusinessDetails, YelpReview, YelpReviewsResponse } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';

const yelpKeys = {
  business: (yelpId: string) => ['yelp', 'business', yelpId] as const,
  reviews: (yelpId: string) => ['yelp', 'business', yelpId, 'reviews'] as const,
};

// Yelp listings change slowly and every read costs API quota: reuse them for a while.
const YELP_STALE_MS = 10 * 60 * 1000;

/** GET /api/yelp/business/{id}. */
export function yelpBusinessQuery(yelpId: string) {
  return queryOptions({
    queryKey: yelpKeys.business(yelpId),
    queryFn: ({ signal }) =>
      apiRequest<YelpBusinessDetails>(`/api/yelp/business/${encodeURIComponent(yelpId)}`, {
        signal,
      }),
    staleTime: YELP_STALE_MS,
  });
}

/**
 * GET /api/yelp/business/{id}/reviews. A failed load is only logged and
 * reads as no reviews (product spec §8 Yelp panel), so it never fails the panel.
 */
export function yelpReviewsQuery(yelpId: string) {
  return queryOptions({
    queryKey: yelpKeys.reviews(yelpId),
    queryFn: async ({ signal }): Promise<YelpReview[]> => {
      try {
        const answer = await apiRequest<YelpReviewsResponse>(
          `/api/yelp/business/${encodeURIComponent(yelpId)}/reviews`,
          { signal },
        );
        return answer?.reviews ?? [];
      } catch (error) {
        if (signal?.aborted) throw error;
        console.error('Failed to load Yelp reviews', error);
        return [];
      }
    },
    staleTime: YELP_STALE_MS,
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import { diaryEntriesOf, diaryLookupPaths, type DiaryEntries } from '../model/diaryEntries';
import type { Listing } from '../model/listing';
import { restaurantPayloadFromListing } from '@dd/contracts/rules';
import { diaryEntriesKeys, restaurantsKey } from './discoverKeys';

/**
 * Which of these listings (by Yelp id) are in the diary:
 * GET /api/restaurants?yelpIds=… (50 ids a request).
 */
export function diaryEntriesQuery(yelpIds: readonly string[]) {
  return queryOptions({
    queryKey: diaryEntriesKeys.of(yelpIds),
    queryFn: async ({ signal }): Promise<DiaryEntries> => {
      const answers = await Promise.all(
        diaryLookupPaths(yelpIds).map((path) => apiRequest<Restaurant[]>(path, { signal })),
      );
      return diaryEntriesOf(answers.flatMap((restaurants) => restaurants ?? []));
    },
    // Asked again on every visit: a restaurant may have been deleted meanwhile.
    staleTime: 0,
  });
}

/**
 * POST /api/restaurants with the payload of a discovery listing (product spec §3).
 * Answers the new record (201), or the existing one when the listing is
 * already in the diary (200: the API keeps one restaurant per Yelp business).
 */
export function addListingToDiary(listing: Listing): Promise<Restaurant> {
  return apiRequest<Restaurant>('/api/restaurants', {
    method: 'POST',
    body: restaurantPayloadFromListing(listing),
  });
}

/** Adds a listing to the diary; every cached restaurants query is refreshed afterwards. */
export function useAddListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addListingToDiary,
    onSuccess: (restaurant, listing) => {
      queryClient.setQueriesData<DiaryEntries>({ queryKey: diaryEntriesKeys.all }, (entries) =>
        new Map(entries ?? []).set(listing.id, restaurant._id),
      );
      void queryClient.invalidateQueries({ queryKey: restaurantsKey });
    },
  });
}

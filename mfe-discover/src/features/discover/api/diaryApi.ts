import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant } from '@dd/contracts';
import { apiRequest, currentDiaryNow, withDiaryId } from '@dd/shell-kit';
import { diaryEntriesOf, diaryLookupPaths, type DiaryEntries } from '../model/diaryEntries';
import type { Listing } from '../model/listing';
import { restaurantPayloadFromListing } from '@dd/contracts/rules';
import { diaryEntriesKeys, restaurantsKey } from './discoverKeys';

/**
 * Which of these listings (by Yelp id) are in diary `diaryId` (null: the
 * personal one): GET /api/restaurants?yelpIds=… (50 ids a request).
 */
export function diaryEntriesQuery(yelpIds: readonly string[], diaryId: string | null) {
  return queryOptions({
    queryKey: diaryEntriesKeys.of(yelpIds, diaryId),
    queryFn: async ({ signal }): Promise<DiaryEntries> => {
      const answers = await Promise.all(
        diaryLookupPaths(yelpIds, diaryId).map((path) =>
          apiRequest<Restaurant[]>(path, { signal }),
        ),
      );
      return diaryEntriesOf(answers.flatMap((restaurants) => restaurants ?? []));
    },
    // Asked again on every visit: a restaurant may have been deleted meanwhile.
    staleTime: 0,
  });
}

/** A listing to add: to the diary, or saved for later ("Save for later", issue 45). */
export type ListingToAdd = { listing: Listing; wantToGo: boolean };

/**
 * POST /api/restaurants (into the current diary) with the payload of a discovery listing (product spec §3),
 * with `wantToGo: true` when saved for later. Answers the new record (201), or
 * the existing one when the listing is already in the diary (200: the API
 * keeps one restaurant per Yelp business).
 */
export function addListingToDiary({ listing, wantToGo }: ListingToAdd): Promise<Restaurant> {
  return apiRequest<Restaurant>('/api/restaurants', {
    method: 'POST',
    body: withDiaryId(
      { ...restaurantPayloadFromListing(listing), ...(wantToGo && { wantToGo: true }) },
      currentDiaryNow(),
    ),
  });
}

/** Adds a listing to the diary; every cached restaurants query is refreshed afterwards. */
export function useAddListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addListingToDiary,
    onSuccess: (restaurant, { listing }) => {
      queryClient.setQueriesData<DiaryEntries>({ queryKey: diaryEntriesKeys.all }, (entries) =>
        new Map(entries ?? []).set(listing.id, {
          restaurantId: restaurant._id,
          wantToGo: restaurant.wantToGo ?? false,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: restaurantsKey });
    },
  });
}

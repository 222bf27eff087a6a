import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import type { Listing } from '../model/listing';
import { restaurantPayloadFromListing } from '../model/restaurantPayload';
import { diaryYelpIndexKey, restaurantsKey } from './discoverKeys';

/** yelpId → id of the user's restaurant from that listing. */
export type DiaryYelpIndex = ReadonlyMap<string, string>;

/** The diary's restaurants that came from a listing, by yelpId (GET /api/restaurants). */
export function diaryYelpIndexQuery() {
  return queryOptions({
    queryKey: diaryYelpIndexKey,
    queryFn: async ({ signal }): Promise<DiaryYelpIndex> => {
      const restaurants = await apiRequest<Restaurant[]>('/api/restaurants', { signal });
      return new Map(
        (restaurants ?? []).flatMap((restaurant) =>
          restaurant.yelpId ? [[restaurant.yelpId, restaurant._id] as const] : [],
        ),
      );
    },
    // Asked again on every visit: a restaurant may have been deleted meanwhile.
    staleTime: 0,
  });
}

/** POST /api/restaurants with the payload of a discovery listing (SPEC §3); answers the new record. */
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
      queryClient.setQueryData<DiaryYelpIndex>(diaryYelpIndexKey, (index) =>
        index ? new Map(index).set(listing.id, restaurant._id) : index,
      );
      void queryClient.invalidateQueries({ queryKey: restaurantsKey });
    },
  });
}

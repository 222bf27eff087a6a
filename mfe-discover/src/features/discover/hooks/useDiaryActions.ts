import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { diaryEntriesQuery, useAddListing } from '../api/diaryApi';
import type { DiaryActions } from '../components/AddToDiary';
import { lookupYelpIds } from '../model/diaryEntries';
import type { Listing } from '../model/listing';

/** product spec §8 Add discovered restaurant. */
export const ADD_FAILED_MESSAGE = 'Unable to add restaurant. Please try again later.';

/** A restaurant just added from a listing: what the "Added to your diary" notice opens. */
export type AddedRestaurant = { restaurantId: string };

/**
 * The id of the user's restaurant for each of `listings` that is in the
 * diary, looked up for exactly these listings. Until the lookup answers (or
 * if it fails) every listing reads as not in the diary: Add is still right,
 * as the API answers the existing restaurant instead of adding a duplicate.
 */
export function useDiaryEntries(
  listings: readonly Listing[],
): (listing: Listing) => string | undefined {
  const ids = useMemo(() => lookupYelpIds(listings), [listings]);
  const { data } = useQuery({
    ...diaryEntriesQuery(ids),
    enabled: ids.length > 0,
    // Listings shown both before and after a change keep their state meanwhile.
    placeholderData: keepPreviousData,
  });
  return useCallback((listing: Listing) => data?.get(listing.id), [data]);
}

/**
 * Adding listings to the diary (product spec §4): busy, then `onAdded` (the
 * page stays on its results: docs/decisions.md, "Adding from Nearby"), or
 * 'Unable to add restaurant. Please try again later.'. `listings` are the
 * ones shown, which read "In your diary" when they are there already.
 */
export function useDiaryActions(
  listings: readonly Listing[],
  onAdded: (added: AddedRestaurant) => void,
): DiaryActions & { error: string | null } {
  const restaurantIdOf = useDiaryEntries(listings);
  const addListing = useAddListing();
  const [error, setError] = useState<string | null>(null);
  const { mutate } = addListing;

  const add = useCallback(
    (listing: Listing) => {
      setError(null);
      mutate(listing, {
        // A new restaurant, or the one already made from this listing: either way, it is in the diary.
        onSuccess: (restaurant) => onAdded({ restaurantId: restaurant._id }),
        onError: (cause) => {
          console.error('Failed to add restaurant', cause);
          setError(ADD_FAILED_MESSAGE);
        },
      });
    },
    [mutate, onAdded],
  );

  const addingId = addListing.isPending ? (addListing.variables?.id ?? null) : null;
  return useMemo(
    () => ({ restaurantIdOf, addingId, add, error }),
    [restaurantIdOf, addingId, add, error],
  );
}

/** `diary`, also knowing which of these other `listings` are in the diary (the suggestions). */
export function useDiaryActionsFor(
  diary: DiaryActions,
  listings: readonly Listing[],
): DiaryActions {
  const ownIdOf = useDiaryEntries(listings);
  const { restaurantIdOf } = diary;
  const idOf = useCallback(
    (listing: Listing) => ownIdOf(listing) ?? restaurantIdOf(listing),
    [ownIdOf, restaurantIdOf],
  );
  return useMemo(() => ({ ...diary, restaurantIdOf: idOf }), [diary, idOf]);
}

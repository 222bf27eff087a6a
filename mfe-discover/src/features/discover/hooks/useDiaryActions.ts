import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentDiary } from '@dd/shell-kit';
import { diaryEntriesQuery, useAddListing } from '../api/diaryApi';
import type { DiaryActions } from '../components/AddToDiary';
import { lookupYelpIds, type DiaryEntry } from '../model/diaryEntries';
import type { Listing } from '../model/listing';

/** product spec §8 Add discovered restaurant. */
export const ADD_FAILED_MESSAGE = 'Unable to add restaurant. Please try again later.';

/** A restaurant just added from a listing (or saved for later): what the notice opens. */
export type AddedRestaurant = { restaurantId: string; savedForLater: boolean };

/**
 * The id of the user's restaurant for each of `listings` that is in the
 * current diary, looked up for exactly these listings. Until the lookup answers (or
 * if it fails) every listing reads as not in the diary: Add is still right,
 * as the API answers the existing restaurant instead of adding a duplicate.
 */
export function useDiaryEntries(
  listings: readonly Listing[],
): (listing: Listing) => DiaryEntry | undefined {
  const ids = useMemo(() => lookupYelpIds(listings), [listings]);
  const { diaryId } = useCurrentDiary();
  const { data } = useQuery({
    ...diaryEntriesQuery(ids, diaryId),
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
  const entryOf = useDiaryEntries(listings);
  const { writable } = useCurrentDiary();
  const addListing = useAddListing();
  const [error, setError] = useState<string | null>(null);
  const { mutate } = addListing;

  const addAs = useCallback(
    (listing: Listing, wantToGo: boolean) => {
      setError(null);
      mutate(
        { listing, wantToGo },
        {
          // A new restaurant, or the one already made from this listing: either way, it is in the diary.
          onSuccess: (restaurant) =>
            onAdded({ restaurantId: restaurant._id, savedForLater: restaurant.wantToGo ?? false }),
          onError: (cause) => {
            console.error('Failed to add restaurant', cause);
            setError(ADD_FAILED_MESSAGE);
          },
        },
      );
    },
    [mutate, onAdded],
  );
  const add = useCallback((listing: Listing) => addAs(listing, false), [addAs]);
  const saveForLater = useCallback((listing: Listing) => addAs(listing, true), [addAs]);

  const adding = (addListing.isPending && addListing.variables) || null;
  const addingId = adding?.listing.id ?? null;
  const savingForLater = adding?.wantToGo ?? false;
  return useMemo(
    () => ({ entryOf, addingId, savingForLater, add, saveForLater, writable, error }),
    [entryOf, addingId, savingForLater, add, saveForLater, writable, error],
  );
}

/** `diary`, also knowing which of these other `listings` are in the diary (the suggestions). */
export function useDiaryActionsFor(
  diary: DiaryActions,
  listings: readonly Listing[],
): DiaryActions {
  const ownEntryOf = useDiaryEntries(listings);
  const { entryOf } = diary;
  const eitherEntryOf = useCallback(
    (listing: Listing) => ownEntryOf(listing) ?? entryOf(listing),
    [ownEntryOf, entryOf],
  );
  return useMemo(() => ({ ...diary, entryOf: eitherEntryOf }), [diary, eitherEntryOf]);
}

import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { diaryYelpIndexQuery, useAddListing } from '../api/diaryApi';
import type { DiaryActions } from '../components/AddToDiary';
import type { Listing } from '../model/listing';

/** SPEC §8 Add discovered restaurant. */
export const ADD_FAILED_MESSAGE = 'Unable to add restaurant. Please try again later.';

const restaurantPath = (id: string) => `/restaurants/${encodeURIComponent(id)}`;

/**
 * Adding listings to the diary (SPEC §4): busy, then the new restaurant's
 * page, or 'Unable to add restaurant. Please try again later.'. A listing
 * already in the diary (same yelpId) opens its restaurant instead of being
 * added twice.
 */
export function useDiaryActions(): DiaryActions & { error: string | null } {
  const navigate = useNavigate();
  const index = useQuery(diaryYelpIndexQuery());
  const addListing = useAddListing();
  const [error, setError] = useState<string | null>(null);
  const { mutate } = addListing;
  const known = index.data;

  const restaurantIdOf = useCallback((listing: Listing) => known?.get(listing.id), [known]);

  const add = useCallback(
    (listing: Listing) => {
      const existing = known?.get(listing.id);
      if (existing) {
        navigate(restaurantPath(existing));
        return;
      }
      setError(null);
      mutate(listing, {
        onSuccess: (restaurant) => navigate(restaurantPath(restaurant._id)),
        onError: (cause) => {
          console.error('Failed to add restaurant', cause);
          setError(ADD_FAILED_MESSAGE);
        },
      });
    },
    [known, mutate, navigate],
  );

  const addingId = addListing.isPending ? (addListing.variables?.id ?? null) : null;
  return useMemo(
    () => ({ restaurantIdOf, addingId, add, error }),
    [restaurantIdOf, addingId, add, error],
  );
}

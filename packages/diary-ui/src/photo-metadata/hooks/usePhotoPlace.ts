import { useQuery } from '@tanstack/react-query';
import type { LatLong } from '@dd/contracts/rules';
import { nearbyListingsQuery, ownPlacesQuery } from '../api/photoPlaceQueries';
import { nearestListing, photoPlace, type PhotoPlace } from '../model/nearestPlace';

const NOWHERE: LatLong = { lat: 0, long: 0 };

/**
 * Where a photo taken at `position` was taken: with `ownRestaurants`, the
 * user's nearest restaurant within 150 m first; else (or when none is that
 * near) the nearest Yelp listing within 150 m, asked of Yelp only then, as
 * each request spends quota. Failed requests suggest nothing.
 */
export function usePhotoPlace(
  position: LatLong | null,
  { ownRestaurants }: { ownRestaurants: boolean },
): PhotoPlace | null {
  const own = useQuery({ ...ownPlacesQuery(), enabled: ownRestaurants && position !== null });
  const ownPlace = position && own.data ? photoPlace(position, own.data.places, []) : null;
  const ownAnswered = !ownRestaurants || own.isSuccess || own.isError;
  const listings = useQuery({
    ...nearbyListingsQuery(position ?? NOWHERE),
    enabled: position !== null && ownAnswered && ownPlace === null,
  });

  if (!position) return null;
  if (ownPlace) return ownPlace;
  const listing = listings.data ? nearestListing(position, listings.data) : null;
  return listing ? { kind: 'yelp', listing } : null;
}

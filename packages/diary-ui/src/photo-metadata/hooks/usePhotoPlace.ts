import { useQuery } from '@tanstack/react-query';
import type { LatLong } from '@dd/contracts/rules';
import { nearbyListingsQuery, ownPlacesQuery } from '../api/photoPlaceQueries';
import { findPhotoPlace, photoPlace, type PhotoPlaceFinding } from '../model/nearestPlace';

const NOWHERE: LatLong = { lat: 0, long: 0 };

/**
 * What a photo taken at `position` says of its place (findPhotoPlace): with
 * `ownRestaurants`, the user's restaurant within 150 m first, then Yelp
 * listings, asked only when no own restaurant is that near, as each request
 * spends quota. Null until there is an answer; when Yelp cannot be asked,
 * only the user's own restaurants are offered, and nothing is claimed "not
 * found" that could not be looked for.
 */
export function usePhotoPlace(
  position: LatLong | null,
  { ownRestaurants }: { ownRestaurants: boolean },
): PhotoPlaceFinding | null {
  const own = useQuery({ ...ownPlacesQuery(), enabled: ownRestaurants && position !== null });
  const ownPlaces = ownRestaurants ? (own.data?.places ?? []) : [];
  const ownPlace = position && own.data ? photoPlace(position, ownPlaces, []) : null;
  const ownAnswered = !ownRestaurants || own.isSuccess || own.isError;
  const listings = useQuery({
    ...nearbyListingsQuery(position ?? NOWHERE),
    enabled: position !== null && ownAnswered && ownPlace === null,
  });

  if (!position) return null;
  if (ownPlace) return { kind: 'at', place: ownPlace };
  if (listings.data) return findPhotoPlace(position, ownPlaces, listings.data);
  if (!listings.isError) return null;
  const finding = findPhotoPlace(position, ownPlaces, []);
  return finding.kind === 'none' ? null : finding;
}

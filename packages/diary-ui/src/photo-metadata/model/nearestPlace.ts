import type { NamedRef } from '@dd/contracts';
import { nearestPlaces, type LatLong, type YelpListing } from '@dd/contracts/rules';

/** How near a photo's position a place must be to be suggested as where it was taken. */
export const PHOTO_PLACE_RADIUS_METERS = 150;

/** Where a photo was taken: one of the user's restaurants, else a Yelp listing. */
export type PhotoPlace =
  { kind: 'restaurant'; restaurant: NamedRef } | { kind: 'yelp'; listing: YelpListing };

/** One of the user's restaurants with coordinates (GET /api/restaurants/locations). */
export type OwnPlace = NamedRef & LatLong;

function nearest<P extends LatLong>(position: LatLong, places: readonly P[]): P | null {
  return (
    nearestPlaces(position, places, { withinMeters: PHOTO_PLACE_RADIUS_METERS, max: 1 })[0] ?? null
  );
}

/** The Yelp listing nearest `position` within 150 m; listings at (0, 0) have no position. */
export function nearestListing(
  position: LatLong,
  listings: readonly YelpListing[],
): YelpListing | null {
  const located = listings.flatMap((listing) => {
    const lat = listing.coordinates?.latitude;
    const long = listing.coordinates?.longitude;
    if (typeof lat !== 'number' || typeof long !== 'number') return [];
    if (lat === 0 && long === 0) return [];
    return [{ listing, lat, long }];
  });
  return nearest(position, located)?.listing ?? null;
}

/**
 * The place to suggest for a photo taken at `position`: the nearest of the
 * user's own restaurants within 150 m, else the nearest Yelp listing within
 * 150 m, else none. The user's own restaurant wins even when a listing is
 * nearer: it is the one their meals are logged at.
 */
export function photoPlace(
  position: LatLong,
  own: readonly OwnPlace[],
  listings: readonly YelpListing[],
): PhotoPlace | null {
  const restaurant = nearest(position, own);
  if (restaurant)
    return { kind: 'restaurant', restaurant: { _id: restaurant._id, name: restaurant.name } };
  const listing = nearestListing(position, listings);
  return listing ? { kind: 'yelp', listing } : null;
}

/** The name a suggestion shows for a place. */
export function photoPlaceName(place: PhotoPlace): string {
  return place.kind === 'restaurant' ? place.restaurant.name : place.listing.name;
}

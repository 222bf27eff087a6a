import type { NamedRef } from '@dd/contracts';
import { distanceMeters, nearestPlaces, type LatLong, type YelpListing } from '@dd/contracts/rules';

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

/** How far to look for the places offered when none is within PHOTO_PLACE_RADIUS_METERS. */
export const PHOTO_PLACE_NEAR_METERS = 1000;
/** How many of those nearer places are offered. */
export const NEAR_PLACES_OFFERED = 3;

/** A place near a photo's position, and how far from it. */
export type NearPlace = { place: PhotoPlace; meters: number };

/**
 * What a photo's position says of its place: taken `at` one (within 150 m,
 * photoPlace's rule), else the `near`est three within 1 km with their
 * distance, else `none` found. Never silent: the form says which.
 */
export type PhotoPlaceFinding =
  { kind: 'at'; place: PhotoPlace } | { kind: 'near'; candidates: NearPlace[] } | { kind: 'none' };

function locatedListings(listings: readonly YelpListing[]) {
  return listings.flatMap((listing) => {
    const lat = listing.coordinates?.latitude;
    const long = listing.coordinates?.longitude;
    if (typeof lat !== 'number' || typeof long !== 'number') return [];
    if (lat === 0 && long === 0) return [];
    return [{ lat, long, place: { kind: 'yelp', listing } as PhotoPlace }];
  });
}

export function findPhotoPlace(
  position: LatLong,
  own: readonly OwnPlace[],
  listings: readonly YelpListing[],
): PhotoPlaceFinding {
  const at = photoPlace(position, own, listings);
  if (at) return { kind: 'at', place: at };
  const ownPlaces = own.map((restaurant) => ({
    lat: restaurant.lat,
    long: restaurant.long,
    place: {
      kind: 'restaurant',
      restaurant: { _id: restaurant._id, name: restaurant.name },
    } as PhotoPlace,
  }));
  // The user's own restaurant stands for a listing of the same name.
  const ownNames = new Set(own.map((restaurant) => restaurant.name.trim().toLowerCase()));
  const others = locatedListings(listings).filter(
    ({ place }) => !ownNames.has(photoPlaceName(place).trim().toLowerCase()),
  );
  const candidates = [...ownPlaces, ...others]
    .map((entry) => ({ place: entry.place, meters: distanceMeters(position, entry) }))
    .filter(({ meters }) => meters <= PHOTO_PLACE_NEAR_METERS)
    .sort((a, b) => a.meters - b.meters)
    .slice(0, NEAR_PLACES_OFFERED);
  return candidates.length > 0 ? { kind: 'near', candidates } : { kind: 'none' };
}

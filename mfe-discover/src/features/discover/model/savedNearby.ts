import type { RestaurantPlace } from '@dd/contracts';
import { distanceMeters, type LatLong } from '@dd/contracts/rules';

/** A place saved for later and how far it is from the user. */
export type SavedNearby = { place: RestaurantPlace; metres: number };

/**
 * The places saved for later within `radius` metres of `position`, nearest
 * first (ties by name). Computed here from the map's light answer: a user
 * saves tens of places, not thousands, and FerretDB has no geo index.
 */
export function savedPlacesNear(
  places: readonly RestaurantPlace[],
  position: LatLong,
  radius: number,
): SavedNearby[] {
  return places
    .map((place) => ({ place, metres: distanceMeters(position, place) }))
    .filter(({ metres }) => metres <= radius)
    .sort((a, b) => a.metres - b.metres || a.place.name.localeCompare(b.place.name));
}

import type { RestaurantLocations } from '@dd/contracts';
import type { RestaurantRecord } from './restaurant.schema';

/** The fields the map reads of a restaurant. */
export type LocatedFields = Pick<
  RestaurantRecord,
  '_id' | 'name' | 'isThumbsUp' | 'wantToGo' | 'lat' | 'long'
>;

const isCoordinate = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The restaurants with both coordinates as map places; the others only
 * counted. (0, 0) counts as no location: it is what a failed lookup leaves,
 * and the discover map draws no marker there either (product spec §6).
 */
export function splitByLocation(records: readonly LocatedFields[]): RestaurantLocations {
  const places: RestaurantLocations['places'] = [];
  let withoutLocation = 0;
  for (const record of records) {
    const { lat, long } = record;
    if (!isCoordinate(lat) || !isCoordinate(long) || (lat === 0 && long === 0)) {
      withoutLocation += 1;
      continue;
    }
    places.push({
      _id: record._id.toHexString(),
      name: record.name,
      isThumbsUp: record.isThumbsUp ?? null,
      wantToGo: record.wantToGo ?? false,
      lat,
      long,
    });
  }
  return { places, withoutLocation };
}

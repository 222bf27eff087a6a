import type { Restaurant } from '@dd/contracts';

/** Where a location was found. */
export type LocationSource = 'yelp' | 'address';

export const LOCATION_TEXTS = {
  title: 'Location',
  none: 'This restaurant has no location yet, so it is not on your map.',
  noWay: 'Add an address or link it to Yelp to find its location.',
  editToAdd: 'Edit this restaurant',
  fromYelp: 'Use Yelp location',
  fromAddress: 'Find from address',
  finding: 'Finding location...',
  showOnMap: 'Show on map',
  found: 'Location saved.',
  yelpHasNone: 'Yelp has no location for this restaurant.',
  addressNotFound:
    'Unable to find this address on the map. Check it, or link the restaurant to Yelp.',
  failed: 'Failed to save the location',
} as const;

/** The coordinates a restaurant is on the map at, or null without (both needed; (0, 0) is none). */
export function savedLocation(
  restaurant: Pick<Restaurant, 'lat' | 'long'>,
): { lat: number; long: number } | null {
  const { lat, long } = restaurant;
  if (typeof lat !== 'number' || typeof long !== 'number') return null;
  if (lat === 0 && long === 0) return null;
  return { lat, long };
}

/** '37.7614° N, 122.4241° W': four decimals (about 10 m) with hemispheres. */
export function coordinatesText({ lat, long }: { lat: number; long: number }): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(lat, 'N', 'S')}, ${part(long, 'E', 'W')}`;
}

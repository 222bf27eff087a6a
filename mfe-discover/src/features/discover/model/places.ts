import type { Coordinates } from '@dd/map-kit/geocoding';

// Shared with the restaurants remote's location lookup.
export { coordinateParam, type Coordinates } from '@dd/map-kit/geocoding';

/** product spec §2: the suggested locations offered after a location failure, with fixed coordinates. */
export const SUGGESTED_LOCATIONS = [
  { name: 'Boise, ID', latitude: 43.615, longitude: -116.2023 },
  { name: 'New York, NY', latitude: 40.7128, longitude: -74.006 },
  { name: 'San Francisco, CA', latitude: 37.7749, longitude: -122.4194 },
  { name: 'Chicago, IL', latitude: 41.8781, longitude: -87.6298 },
] as const;

export type SuggestedLocation = (typeof SUGGESTED_LOCATIONS)[number];

/** product spec §8: the place name when reverse geocoding answers without one. */
export const UNNAMED_PLACE = 'Your location';

/** product spec §8: the place name of a located position whose reverse geocoding failed ('Location: 43.6150, -116.2023'). */
export function coordinatesPlaceName({ latitude, longitude }: Coordinates): string {
  return `Location: ${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}

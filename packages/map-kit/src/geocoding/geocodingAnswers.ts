import type { Coordinates } from './coordinates';

/** product spec §8 Geocoding, internal (logged): the service found nothing. */
export const GEOCODING_NO_RESULTS = 'No results found for this address';
/** product spec §8 Geocoding, internal (logged): the service answered an error status. */
export const GEOCODING_FAILED_PREFIX = 'Geocoding failed: ';

/** product spec §3 Geocoding result. */
export type GeocodedPlace = Coordinates & { displayName: string };

/** Sent with every geocoder request: public geocoders ask callers to identify their application. */
export const GEOCODER_APP_HEADER = 'X-Client-App';
export const GEOCODER_APP_NAME = 'DiningDiary/1.0';

/** The first result of a Nominatim search answer (`[{ lat, lon, display_name }]`, coordinates as strings). */
export function firstGeocodingResult(answer: unknown): GeocodedPlace | null {
  if (!Array.isArray(answer) || answer.length === 0) return null;
  const first = answer[0] as Record<string, unknown> | null;
  if (!first || typeof first !== 'object') return null;
  const latitude = Number(first.lat);
  const longitude = Number(first.lon);
  if (first.lat === undefined || first.lon === undefined) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const displayName = typeof first.display_name === 'string' ? first.display_name : '';
  return { latitude, longitude, displayName };
}

/** The place name of a Nominatim reverse answer, or null when it has none. */
export function reverseGeocodingName(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const name = (answer as Record<string, unknown>).display_name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** `base` + '/' + `path`, whether or not the configured base ends in a slash. */
export function geocoderEndpoint(base: string, path: 'search' | 'reverse'): string {
  return `${base.replace(/\/+$/, '')}/${path}`;
}

import {
  firstGeocodingResult,
  GEOCODER_APP_HEADER,
  GEOCODER_APP_NAME,
  geocoderEndpoint,
  GEOCODING_FAILED_PREFIX,
  GEOCODING_NO_RESULTS,
  reverseGeocodingName,
  type GeocodedPlace,
} from './geocodingAnswers';
import { coordinateParam, type Coordinates } from './coordinates';

// A third-party service: no session token goes there, only what identifies the app.
const GEOCODER_HEADERS = { Accept: 'application/json', [GEOCODER_APP_HEADER]: GEOCODER_APP_NAME };

async function geocoderGet(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers: GEOCODER_HEADERS, signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`${GEOCODING_FAILED_PREFIX}${response.status}`);
  return response.json();
}

/**
 * product spec §7: the geocoder's `search?format=json&q=…&limit=1`; the first result's
 * lat, lon and display_name. Throws 'No results found for this address' or
 * 'Geocoding failed: <status>'.
 */
export async function geocodeAddress(
  geocoderUrl: string,
  text: string,
  signal?: AbortSignal,
): Promise<GeocodedPlace> {
  const query = new URLSearchParams({ format: 'json', q: text, limit: '1' });
  const place = firstGeocodingResult(
    await geocoderGet(`${geocoderEndpoint(geocoderUrl, 'search')}?${query}`, signal),
  );
  if (!place) throw new Error(GEOCODING_NO_RESULTS);
  return place;
}

/** product spec §7: the geocoder's `reverse?format=json&lat=…&lon=…`; its display_name, or null without one. */
export async function reverseGeocode(
  geocoderUrl: string,
  { latitude, longitude }: Coordinates,
  signal?: AbortSignal,
): Promise<string | null> {
  const query = new URLSearchParams({
    format: 'json',
    lat: coordinateParam(latitude),
    lon: coordinateParam(longitude),
  });
  return reverseGeocodingName(
    await geocoderGet(`${geocoderEndpoint(geocoderUrl, 'reverse')}?${query}`, signal),
  );
}

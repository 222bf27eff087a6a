// @dd/map-kit/geocoding: addresses to coordinates through the configured
// geocoder (Nominatim's API; the sandbox's stand-in locally). No Leaflet here.
export { coordinateParam, type Coordinates } from './coordinates';
export {
  firstGeocodingResult,
  GEOCODER_APP_HEADER,
  GEOCODER_APP_NAME,
  geocoderEndpoint,
  GEOCODING_FAILED_PREFIX,
  GEOCODING_NO_RESULTS,
  reverseGeocodingName,
  type GeocodedPlace,
} from './geocodingAnswers';
export { geocodeAddress, reverseGeocode } from './geocoder';

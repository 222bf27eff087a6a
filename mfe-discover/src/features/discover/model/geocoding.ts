/** product spec §8 Geocoding: what the user reads when an entered place cannot be found. */
export const GEOCODING_FAILED_MESSAGE =
  'Unable to find coordinates for this location. Please try a different address or use one of our suggested locations.';
/** product spec §5: a blank manual entry. */
export const LOCATION_REQUIRED_MESSAGE = 'Please enter a location';

/** product spec §8 'Nearby search (service)': the error the nearby fetcher raises when the request fails. */
export const NEARBY_SERVICE_ERROR_PREFIX = 'Failed to search nearby restaurants: ';

/** product spec §8 Nearby fetch. */
export const NEARBY_INVALID_RESPONSE_MESSAGE =
  'Unable to load nearby restaurants. Please try again later.';
export const NEARBY_ERROR_PREFIX = 'Unable to load nearby restaurants: ';
export const NEARBY_AFTER_LOCATION_FIX_MESSAGE =
  'Unable to load nearby restaurants. Please try again.';
/** product spec §8: a nearby search that found nothing. */
export const NEARBY_EMPTY_MESSAGE =
  'No restaurants found with current filters. Try adjusting your search criteria.';
/** product spec §2: results (of a text search) that are empty. */
export const RESULTS_EMPTY_MESSAGE =
  'No restaurants found with the current filters. Try adjusting your search criteria.';

/** The nearby answer had no list of businesses. */
export class InvalidNearbyResponseError extends Error {
  constructor() {
    super('The nearby search answered without a list of businesses');
    this.name = 'InvalidNearbyResponseError';
  }
}

/** What started a nearby fetch: a new location fix, or the user (Apply Filters, Try again). */
export type NearbyCause = 'location' | 'user';

/**
 * The message shown for a failed nearby fetch (product spec §8): an answer without
 * listings asks to try later; the fetch a location fix started reads 'Please
 * try again.'; one the user started names the reason.
 */
export function nearbyErrorMessage(error: unknown, cause: NearbyCause): string {
  if (error instanceof InvalidNearbyResponseError) return NEARBY_INVALID_RESPONSE_MESSAGE;
  if (cause === 'location') return NEARBY_AFTER_LOCATION_FIX_MESSAGE;
  const reason = error instanceof Error && error.message ? error.message : String(error);
  return `${NEARBY_ERROR_PREFIX}${reason}`;
}

import type { QueryClient } from '@tanstack/react-query';
import { geocodeAddress, GEOCODING_NO_RESULTS } from '@dd/map-kit/geocoding';
import { LOCATION_TEXTS, type LocationSource } from '../model/locationText';
import { yelpBusinessQuery } from './yelpQueries';

/** A lookup that found nothing the user can fix by retrying: its message is shown as is. */
export class LocationNotFoundError extends Error {}

type Lookup = {
  source: LocationSource;
  yelpId: string | null;
  address: string;
  geocoderUrl: string;
};

/**
 * The coordinates of a restaurant: its Yelp business's (GET
 * /api/yelp/business/{id}, the Yelp panel's cached read) or its address
 * geocoded by the configured geocoder (as the discover screen does).
 */
export async function lookUpLocation(
  queryClient: QueryClient,
  { source, yelpId, address, geocoderUrl }: Lookup,
): Promise<{ lat: number; long: number }> {
  if (source === 'yelp') {
    if (!yelpId) throw new LocationNotFoundError(LOCATION_TEXTS.yelpHasNone);
    const business = await queryClient.fetchQuery(yelpBusinessQuery(yelpId));
    const { latitude, longitude } = business?.coordinates ?? {};
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || (!latitude && !longitude))
      throw new LocationNotFoundError(LOCATION_TEXTS.yelpHasNone);
    return { lat: latitude, long: longitude };
  }
  try {
    const place = await geocodeAddress(geocoderUrl, address.trim());
    return { lat: place.latitude, long: place.longitude };
  } catch (error) {
    if (error instanceof Error && error.message === GEOCODING_NO_RESULTS)
      throw new LocationNotFoundError(LOCATION_TEXTS.addressNotFound);
    throw error;
  }
}

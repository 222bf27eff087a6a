import { queryOptions } from '@tanstack/react-query';
import type { RestaurantLocations } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import { grantedPosition } from '@dd/map-kit/location';
import { restaurantsKey } from './discoverKeys';

/**
 * GET /api/restaurants/locations?wantToGo=true: the user's places saved for
 * later that have coordinates (the map's light answer). Under the
 * restaurants key, so saving one refreshes it.
 */
export function savedPlacesQuery() {
  return queryOptions({
    queryKey: [...restaurantsKey, 'saved-for-later-places'] as const,
    queryFn: ({ signal }) =>
      apiRequest<RestaurantLocations>('/api/restaurants/locations?wantToGo=true', { signal }),
  });
}

/** The device's position, only when the user already allowed it (never prompts). */
export function grantedPositionQuery() {
  return queryOptions({
    queryKey: ['discover', 'granted-position'] as const,
    queryFn: grantedPosition,
    staleTime: 5 * 60_000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { RestaurantLocations } from '@dd/contracts';
import { apiRequest, diaryKeyPart, inDiaryPath } from '@dd/shell-kit';
import { grantedPosition } from '@dd/map-kit/location';
import { restaurantsKey } from './discoverKeys';

/**
 * GET /api/restaurants/locations?wantToGo=true: the places saved for later
 * in diary `diaryId` (null: the personal one) that have coordinates (the map's light answer). Under the
 * restaurants key, so saving one refreshes it.
 */
export function savedPlacesQuery(diaryId: string | null) {
  return queryOptions({
    queryKey: [...restaurantsKey, 'saved-for-later-places', ...diaryKeyPart(diaryId)] as const,
    queryFn: ({ signal }) =>
      apiRequest<RestaurantLocations>(
        inDiaryPath('/api/restaurants/locations?wantToGo=true', diaryId),
        { signal },
      ),
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

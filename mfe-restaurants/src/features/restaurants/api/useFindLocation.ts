import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant } from '@dd/contracts';
import { diaryKeys } from '@dd/diary-ui';
import { apiRequest, useRuntimeConfig } from '@dd/shell-kit';
import { restaurantLocationKeys } from '../../restaurant-map';
import { LOCATION_TEXTS, type LocationSource } from '../model/locationText';
import { LocationNotFoundError, lookUpLocation } from './locationLookup';

/**
 * Finds a restaurant's coordinates (from Yelp or its address) and saves them
 * with PUT /api/restaurants/{id}/location; the page and the map show them.
 * A failure's `message` is what the user reads.
 */
export function useFindLocation(restaurant: Pick<Restaurant, '_id' | 'yelpId' | 'address'>) {
  const queryClient = useQueryClient();
  const { geocoderUrl } = useRuntimeConfig();
  const keys = diaryKeys('restaurants');
  return useMutation({
    mutationFn: async (source: LocationSource): Promise<Restaurant> => {
      const location = await lookUpLocation(queryClient, {
        source,
        yelpId: restaurant.yelpId,
        address: restaurant.address,
        geocoderUrl,
      }).catch((error: unknown) => {
        if (error instanceof LocationNotFoundError) throw error;
        console.error('Location lookup failed', error);
        throw new Error(
          source === 'yelp' ? LOCATION_TEXTS.yelpHasNone : LOCATION_TEXTS.addressNotFound,
        );
      });
      return apiRequest<Restaurant>(
        `/api/restaurants/${encodeURIComponent(restaurant._id)}/location`,
        { method: 'PUT', body: location },
      ).catch((error: unknown) => {
        console.error('Saving the location failed', error);
        throw new Error(LOCATION_TEXTS.failed);
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: restaurantLocationKeys.all() });
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

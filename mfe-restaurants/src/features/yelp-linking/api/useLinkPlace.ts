import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant } from '@dd/contracts';
import { diaryKeys } from '@dd/diary-ui';
import { apiRequest } from '@dd/shell-kit';
import type { YelpBusinessForDraft } from '../../restaurant-editor';
import { restaurantDetailQuery } from '../../restaurants';
import { yelpLinkChanges } from '../model/yelpLinkChanges';
import { unlinkedPlacesKeys } from './unlinkedPlacesApi';

const restaurantKeys = diaryKeys('restaurants');

export type LinkPlaceInput = { placeId: string; business: YelpBusinessForDraft };

/**
 * Links one imported place to a Yelp business: reads the restaurant as
 * stored, then saves what the editor's Link to Yelp would (PUT of those
 * fields only). A Yelp business already in the diary is the API's 409.
 */
export function useLinkPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ placeId, business }: LinkPlaceInput) => {
      const restaurant = await queryClient.fetchQuery(restaurantDetailQuery(placeId));
      return apiRequest<Restaurant>(`/api/restaurants/${encodeURIComponent(placeId)}`, {
        method: 'PUT',
        body: yelpLinkChanges(restaurant, business),
      });
    },
    onSuccess: (restaurant) => {
      queryClient.setQueryData(restaurantKeys.detail(restaurant._id), restaurant);
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.lists() });
      // The list's banner counts again; the walk's own pages stay as they are.
      void queryClient.invalidateQueries({ queryKey: unlinkedPlacesKeys.count() });
    },
  });
}

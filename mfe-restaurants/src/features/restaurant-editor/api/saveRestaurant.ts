import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant, Tag } from '@dd/contracts';
import { diaryKeys, replaceTagLinks } from '@dd/diary-ui';
import { apiRequest } from '@dd/shell-kit';
import { restaurantTagsKey } from '../../restaurants';
import type { RestaurantPayload } from '../model/restaurantPayload';

const restaurantKeys = diaryKeys('restaurants');

/** POST /api/restaurants: answers the created record, `_id` included. */
export function createRestaurant(payload: RestaurantPayload): Promise<Restaurant> {
  return apiRequest<Restaurant>('/api/restaurants', { method: 'POST', body: payload });
}

/** PUT /api/restaurants/{id}: answers the updated record. */
export function updateRestaurant(id: string, payload: RestaurantPayload): Promise<Restaurant> {
  return apiRequest<Restaurant>(`/api/restaurants/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
  });
}

/** POST /api/restaurant-tags once per tag: the links of a restaurant that has none yet. */
async function linkNewRestaurantTags(restaurantId: string, tagIds: readonly string[]) {
  await Promise.all(
    [...new Set(tagIds)].map((tagId) =>
      apiRequest('/api/restaurant-tags', { method: 'POST', body: { restaurantId, tagId } }),
    ),
  );
}

/**
 * The restaurant was stored but its tags were not. It carries the id, so the
 * next attempt updates that record instead of creating a second one.
 */
export class RestaurantTagsNotSavedError extends Error {
  readonly restaurantId: string;

  constructor(restaurantId: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Failed to save tags', { cause });
    this.name = 'RestaurantTagsNotSavedError';
    this.restaurantId = restaurantId;
  }
}

export type SaveRestaurantInput = {
  /** The restaurant to update; without it one is created. */
  id?: string;
  payload: RestaurantPayload;
  tags: readonly Tag[];
};

/**
 * SPEC §4 'Saving a restaurant': save the restaurant, then (when editing)
 * delete all its tag links, then create one link per selected tag.
 */
export async function saveRestaurant({ id, payload, tags }: SaveRestaurantInput) {
  const saved = id ? await updateRestaurant(id, payload) : await createRestaurant(payload);
  const restaurantId = id ?? saved._id;
  const tagIds = tags.map((tag) => tag._id);
  try {
    if (id) await replaceTagLinks('restaurant', restaurantId, tagIds);
    else await linkNewRestaurantTags(restaurantId, tagIds);
  } catch (error) {
    throw new RestaurantTagsNotSavedError(restaurantId, error);
  }
  return { ...saved, _id: restaurantId };
}

/**
 * Saves a restaurant and its tags; afterwards every cached restaurant list is
 * stale, and the detail page reads the saved record and tags from the cache.
 */
export function useSaveRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRestaurant,
    onSuccess: (restaurant, { tags }) => {
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
      queryClient.setQueryData(restaurantKeys.detail(restaurant._id), restaurant);
      queryClient.setQueryData(restaurantTagsKey(restaurant._id), [...tags]);
    },
  });
}

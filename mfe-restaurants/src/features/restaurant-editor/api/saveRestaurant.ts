import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant, Tag } from '@dd/contracts';
import type { EditBase } from '@dd/shell-kit';
import { diaryKeys, invalidateAfterMove, recordTagsKey, saveTaggedRecord } from '@dd/diary-ui';
import type { RestaurantPayload } from '../model/restaurantPayload';

const restaurantKeys = diaryKeys('restaurants');

export type SaveRestaurantInput = {
  /** The restaurant to update; without it one is created. */
  id?: string;
  payload: RestaurantPayload;
  tags: readonly Tag[];
  /** An edit's starting point: a save that waits offline is merged with changes made elsewhere. */
  base?: EditBase;
  /** The diary an edited restaurant moves to, with its meals (its `_id`); `tags` are that diary's. */
  moveTo?: string;
};

/**
 * Saves a restaurant and its tags (product spec §4 'Saving a restaurant'); afterwards
 * every cached restaurant list is stale, and the detail page reads the saved
 * record and tags from the cache. A restaurant moved to another diary (its
 * meals with it) leaves both diaries' records, tags and people to be read again.
 */
export function useSaveRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload, tags, base, moveTo }: SaveRestaurantInput) =>
      saveTaggedRecord<Restaurant>('restaurant', {
        id,
        payload,
        base,
        moveTo,
        tagIds: tags.map((tag) => tag._id),
      }),
    onSuccess: (restaurant, { tags, moveTo }) => {
      queryClient.setQueryData(restaurantKeys.detail(restaurant._id), restaurant);
      queryClient.setQueryData(recordTagsKey('restaurant', restaurant._id), [...tags]);
      // After the writes: a save kept offline shows as sent until the server's
      // copy, merged with other devices' changes, replaces it once online.
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
      if (moveTo) void invalidateAfterMove(queryClient);
    },
  });
}

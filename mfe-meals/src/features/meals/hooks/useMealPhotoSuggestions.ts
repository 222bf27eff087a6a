import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NamedRef } from '@dd/contracts';
import type { YelpListing } from '@dd/contracts/rules';
import { useFormDiary, usePhotoMetadata, usePhotoPlace } from '@dd/diary-ui';
import { createRestaurantFromListing, restaurantKeys } from '../api/restaurantQueries';
import { ADD_RESTAURANT_FAILED } from '../components/RestaurantPicker';
import type { MealDraft } from '../model/mealDraft';
import { acceptedPlace, dateSuggestion, placeSuggestion } from '../model/photoSuggestions';

type MealPhotoFields = Pick<MealDraft, 'date' | 'restaurant'>;

/**
 * The meal form's suggestions from the photos picked: their day for Date,
 * and the restaurant they were taken at for Restaurant (the user's own
 * within 150 m, else a Yelp listing within 150 m, else the nearest three
 * within 1 km, else a word that none was found; a listing is added to the
 * diary when accepted). Each is offered only while it differs from the
 * field, and changes the field only through `accept`. `position` is where
 * the photo was taken: a restaurant added by name keeps it.
 */
export function useMealPhotoSuggestions(
  { date, restaurant }: MealPhotoFields,
  onAccept: { date: (date: string) => void; restaurant: (restaurant: NamedRef) => void },
) {
  const { metadata, onPhotosPicked } = usePhotoMetadata();
  const finding = usePhotoPlace(metadata?.position ?? null, { ownRestaurants: true });
  const queryClient = useQueryClient();
  const diaryId = useFormDiary();
  const adding = useMutation({
    mutationFn: (listing: YelpListing) => createRestaurantFromListing(listing, diaryId),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
      onAccept.restaurant(created);
    },
  });
  const takenOn = metadata?.takenOn ?? null;

  return {
    onPhotosPicked,
    position: metadata?.position ?? null,
    date: {
      suggestion: dateSuggestion(takenOn, date),
      accept: () => {
        if (takenOn) onAccept.date(takenOn);
      },
    },
    restaurant: {
      suggestion: placeSuggestion(finding, restaurant),
      accept: (choiceId?: string) => {
        const place = acceptedPlace(finding, choiceId);
        if (!place) return;
        if (place.kind === 'restaurant') onAccept.restaurant(place.restaurant);
        else if (!adding.isPending) adding.mutate(place.listing);
      },
      busy: adding.isPending,
      error: adding.isError ? ADD_RESTAURANT_FAILED : undefined,
    },
  };
}

import type { NamedRef } from '@dd/contracts';
import {
  PHOTO_SUGGESTION_ACTIONS,
  photoDateText,
  photoPlaceName,
  photoPlaceText,
  type PhotoPlace,
  type Suggestion,
} from '@dd/diary-ui';

/** The photo's day, offered only when it is not already the meal's date. */
export function dateSuggestion(takenOn: string | null, date: string): Suggestion | null {
  if (!takenOn || takenOn === date) return null;
  return { text: photoDateText(takenOn), action: PHOTO_SUGGESTION_ACTIONS.date };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The place the photo was taken, offered only when it is not already the
 * meal's restaurant (by id, or for a Yelp listing by name: the diary's copy
 * of a listing may have no coordinates yet).
 */
export function placeSuggestion(
  place: PhotoPlace | null,
  restaurant: NamedRef | null,
): Suggestion | null {
  if (!place) return null;
  if (place.kind === 'restaurant' && place.restaurant._id === restaurant?._id) return null;
  if (place.kind === 'yelp' && restaurant && sameName(restaurant.name, photoPlaceName(place))) {
    return null;
  }
  return { text: photoPlaceText(place), action: PHOTO_SUGGESTION_ACTIONS.restaurant };
}

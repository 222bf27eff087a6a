import type { NamedRef } from '@dd/contracts';
import {
  nearPlaceLabel,
  PHOTO_NEAR_TEXT,
  PHOTO_NO_PLACE_TEXT,
  PHOTO_SUGGESTION_ACTIONS,
  photoDateText,
  photoPlaceName,
  photoPlaceText,
  type PhotoPlace,
  type PhotoPlaceFinding,
  type Suggestion,
} from '@dd/diary-ui';

/** The photo's day, offered only when it is not already the meal's date. */
export function dateSuggestion(takenOn: string | null, date: string): Suggestion | null {
  if (!takenOn || takenOn === date) return null;
  return { text: photoDateText(takenOn), action: PHOTO_SUGGESTION_ACTIONS.date };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `place` is already the meal's restaurant (a listing by name: the diary's copy may lack coordinates). */
function isChosen(place: PhotoPlace, restaurant: NamedRef | null): boolean {
  if (!restaurant) return false;
  return place.kind === 'restaurant'
    ? place.restaurant._id === restaurant._id
    : sameName(restaurant.name, photoPlaceName(place));
}

/**
 * What the photo says of the meal's place: the place it was taken at (one
 * button), else the nearest ones within 1 km to choose from (their index is
 * the choice's id), else that none was found. Nothing while the field holds
 * the place found, or one of those offered.
 */
export function placeSuggestion(
  finding: PhotoPlaceFinding | null,
  restaurant: NamedRef | null,
): Suggestion | null {
  if (!finding) return null;
  if (finding.kind === 'at')
    return isChosen(finding.place, restaurant)
      ? null
      : { text: photoPlaceText(finding.place), action: PHOTO_SUGGESTION_ACTIONS.restaurant };
  if (finding.kind === 'none') return restaurant ? null : { text: PHOTO_NO_PLACE_TEXT };
  if (finding.candidates.some(({ place }) => isChosen(place, restaurant))) return null;
  return {
    text: PHOTO_NEAR_TEXT,
    choices: finding.candidates.map((candidate, index) => ({
      id: String(index),
      label: nearPlaceLabel(candidate),
    })),
  };
}

/** The place a press on the suggestion (`choiceId` for one of the nearer places) applies. */
export function acceptedPlace(
  finding: PhotoPlaceFinding | null,
  choiceId?: string,
): PhotoPlace | null {
  if (finding?.kind === 'at') return finding.place;
  if (finding?.kind === 'near' && choiceId !== undefined)
    return finding.candidates[Number(choiceId)]?.place ?? null;
  return null;
}

import type { YelpListing } from '@dd/contracts/rules';
import {
  PHOTO_SUGGESTION_ACTIONS,
  photoDateText,
  photoPlaceText,
  type Suggestion,
} from '@dd/diary-ui';

/** The photo's day as First Visited, offered while that is blank or later than the photo. */
export function firstVisitSuggestion(takenOn: string | null, date: string): Suggestion | null {
  const current = date.trim();
  if (!takenOn || (current && current <= takenOn)) return null;
  return { text: photoDateText(takenOn), action: PHOTO_SUGGESTION_ACTIONS.date };
}

/** The Yelp listing the photo was taken at, offered unless the restaurant is linked to it. */
export function listingSuggestion(
  listing: YelpListing | null,
  yelpId: string | null,
): Suggestion | null {
  if (!listing || listing.id === yelpId) return null;
  return {
    text: photoPlaceText({ kind: 'yelp', listing }),
    action: PHOTO_SUGGESTION_ACTIONS.place,
  };
}

import type { YelpListing } from '@dd/contracts/rules';
import {
  nearPlaceLabel,
  PHOTO_NEAR_TEXT,
  PHOTO_NO_PLACE_TEXT,
  PHOTO_SUGGESTION_ACTIONS,
  photoDateText,
  photoPlaceText,
  type PhotoPlaceFinding,
  type Suggestion,
} from '@dd/diary-ui';

/** The photo's day as First Visited, offered while that is blank or later than the photo. */
export function firstVisitSuggestion(takenOn: string | null, date: string): Suggestion | null {
  const current = date.trim();
  if (!takenOn || (current && current <= takenOn)) return null;
  return { text: photoDateText(takenOn), action: PHOTO_SUGGESTION_ACTIONS.date };
}

/** The Yelp listings a photo's position offers: the one it was taken at, else the nearest ones. */
export function photoListings(finding: PhotoPlaceFinding | null): YelpListing[] {
  if (finding?.kind === 'at') return finding.place.kind === 'yelp' ? [finding.place.listing] : [];
  if (finding?.kind === 'near')
    return finding.candidates.flatMap(({ place }) =>
      place.kind === 'yelp' ? [place.listing] : [],
    );
  return [];
}

/**
 * The Yelp listing the photo was taken at (one button), else the nearest
 * within 1 km to choose from (their index in photoListings is the id), else
 * that none was found; nothing once the restaurant is linked to one of them.
 */
export function listingSuggestion(
  finding: PhotoPlaceFinding | null,
  yelpId: string | null,
): Suggestion | null {
  if (!finding) return null;
  const listings = photoListings(finding);
  if (listings.some((listing) => listing.id === yelpId)) return null;
  if (finding.kind === 'none') return yelpId ? null : { text: PHOTO_NO_PLACE_TEXT };
  if (finding.kind === 'at')
    return listings[0]
      ? {
          text: photoPlaceText({ kind: 'yelp', listing: listings[0] }),
          action: PHOTO_SUGGESTION_ACTIONS.place,
        }
      : null;
  return {
    text: PHOTO_NEAR_TEXT,
    choices: finding.candidates.map((candidate, index) => ({
      id: String(index),
      label: nearPlaceLabel(candidate),
    })),
  };
}

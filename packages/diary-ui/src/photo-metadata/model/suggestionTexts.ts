import { formatDiaryDate } from '@dd/contracts/rules';
import { photoPlaceName, type PhotoPlace } from './nearestPlace';

/** The buttons that apply a photo's suggestion to a form field. */
export const PHOTO_SUGGESTION_ACTIONS = {
  date: 'Use this date',
  restaurant: 'Use this restaurant',
  place: 'Use this place',
} as const;

/** "Photo taken Jun 14, 2025", the day in the user's locale. */
export function photoDateText(takenOn: string): string {
  return `Photo taken ${formatDiaryDate(takenOn)}`;
}

/** "Photo taken near <name>", saying when the place is a Yelp listing (not yet in the diary). */
export function photoPlaceText(place: PhotoPlace): string {
  const name = photoPlaceName(place);
  return place.kind === 'yelp' ? `Photo taken near ${name} (on Yelp)` : `Photo taken near ${name}`;
}

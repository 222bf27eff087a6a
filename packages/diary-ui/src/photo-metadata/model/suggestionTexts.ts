import { formatDiaryDate } from '@dd/contracts/rules';
import {
  PHOTO_PLACE_NEAR_METERS,
  PHOTO_PLACE_RADIUS_METERS,
  photoPlaceName,
  type NearPlace,
  type PhotoPlace,
} from './nearestPlace';

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

/** Said when no place is within 150 m, above the nearest ones offered. */
export const PHOTO_NEAR_TEXT = `No restaurant within ${PHOTO_PLACE_RADIUS_METERS} m of where this photo was taken. The nearest:`;

/** Said when nothing is within 1 km. */
export const PHOTO_NO_PLACE_TEXT = `No restaurant found within ${PHOTO_PLACE_NEAR_METERS / 1000} km of where this photo was taken.`;

/** A nearer place's button: "Pizza Place · 154 m" ("(on Yelp)" for a listing not yet in the diary). */
export function nearPlaceLabel({ place, meters }: NearPlace): string {
  const distance = meters >= 1000 ? '1 km' : `${Math.round(meters)} m`;
  const yelp = place.kind === 'yelp' ? ' (on Yelp)' : '';
  return `${photoPlaceName(place)}${yelp} · ${distance}`;
}

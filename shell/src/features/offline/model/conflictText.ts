import type { OutboxConflict } from '@dd/shell-kit';

export const CONFLICT_NOTICE = 'Changed on another device — yours was kept';

/** The API's field names as a person calls them. */
const FIELD_NAMES: Record<string, string> = {
  restaurantId: 'restaurant',
  isThumbsUp: 'rating',
  mealImages: 'photos',
  restaurantImages: 'photos',
  imageUrl: 'photo',
  mapsUrl: 'Google Maps link',
  yelpId: 'Yelp link',
  lat: 'location',
  long: 'location',
};

/** `Changes to meal “Ramen”: notes, rating.` */
export function conflictDetail({ label, fields }: OutboxConflict): string {
  const names = [...new Set(fields.map((field) => FIELD_NAMES[field] ?? field))];
  return `${label}: ${names.join(', ')}.`;
}

import { z } from 'zod';
import {
  diaryDateSchema,
  namedRefSchema,
  optionalText,
  requiredName,
  thumbsValueSchema,
} from './common';
import { diaryIdField } from './diaries';
import { googleMapsHref } from './google-maps';
import { websiteHref } from './links';
import { imageEntrySchema, imageListInputSchema, legacyImageUrlSchema } from './images';

export const RESTAURANT_NAME_MAX_LENGTH = 200;
export const NOTES_MAX_LENGTH = 20_000;
export const MAPS_URL_MAX_LENGTH = 2048;

const restaurantFieldsSchema = z.object({
  name: requiredName(RESTAURANT_NAME_MAX_LENGTH),
  address: optionalText(500),
  phone: optionalText(50),
  website: optionalText(2048).refine(
    (website) => website === '' || websiteHref(website) !== null,
    'Must be a web address (http or https)',
  ),
  cuisine: optionalText(100),
  notes: optionalText(NOTES_MAX_LENGTH),
  /** The place's Google Maps link (kept by the saved-places import). */
  mapsUrl: optionalText(MAPS_URL_MAX_LENGTH).refine(
    (mapsUrl) => mapsUrl === '' || googleMapsHref(mapsUrl) !== null,
    'Must be a Google Maps link (http or https)',
  ),
  date: diaryDateSchema,
  isThumbsUp: thumbsValueSchema,
  /** Saved for later, not visited yet; logging a meal there clears it. */
  wantToGo: z.boolean({ error: 'Expected true or false' }),
  yelpId: z.string().trim().max(200).nullable(),
  lat: z.number().min(-90).max(90).nullable(),
  long: z.number().min(-180).max(180).nullable(),
  restaurantImages: imageListInputSchema,
  imageUrl: legacyImageUrlSchema,
});

/**
 * POST /api/restaurants: name is required; `date` defaults to today,
 * `isThumbsUp` to null, `wantToGo` to false; `diaryId` to the personal diary.
 */
export const createRestaurantSchema = restaurantFieldsSchema
  .partial()
  .required({ name: true })
  .extend(diaryIdField);
export type CreateRestaurantInput = z.infer<typeof createRestaurantSchema>;

/**
 * PUT /api/restaurants/{id}: only the fields sent change; unknown fields (e.g. `_id`) are ignored.
 * A new `diaryId` moves the restaurant, with its meals, to that diary.
 */
export const updateRestaurantSchema = restaurantFieldsSchema.partial().extend(diaryIdField);
export type UpdateRestaurantInput = z.infer<typeof updateRestaurantSchema>;

/** A restaurant as the API answers it. `tags` only with `?include=tags`. */
export const restaurantSchema = z.object({
  _id: z.string(),
  /** The diary it belongs to (the personal diary's id is its user's). */
  diaryId: z.string(),
  /**
   * The member who added it: a member of the diary (GET /api/diaries/:id/members),
   * else "a former member" (always answered; optional for answers cached before it).
   */
  userId: z.string().optional(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  cuisine: z.string(),
  notes: z.string(),
  /** '' when the restaurant has none. */
  mapsUrl: z.string(),
  date: z.string(),
  isThumbsUp: thumbsValueSchema,
  wantToGo: z.boolean(),
  yelpId: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  restaurantImages: z.array(imageEntrySchema),
  imageUrl: z.string().nullable(),
  tags: z.array(namedRefSchema).optional(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

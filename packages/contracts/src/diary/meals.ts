import { z } from 'zod';
import {
  diaryDateSchema,
  namedRefSchema,
  objectIdSchema,
  optionalText,
  requiredName,
  thumbsValueSchema,
} from './common';
import { imageEntrySchema, imageListInputSchema, legacyImageUrlSchema } from './images';
import { companionsSchema } from './companions';
import { diaryIdField } from './diaries';
import { priceSchema } from './price';
import { NOTES_MAX_LENGTH } from './restaurants';

export const MEAL_NAME_MAX_LENGTH = 200;

/**
 * A meal's restaurant as a client may send it: a bare id, the populated
 * `{ _id, name }` it read (the notes autosave sends the full meal back), or
 * empty/null for no restaurant. Always becomes an id or null.
 */
export const mealRestaurantRefInputSchema = z.union(
  [
    objectIdSchema,
    z.object({ _id: objectIdSchema }).transform((ref) => ref._id),
    z.literal('').transform(() => null),
    z.null(),
  ],
  { error: 'Expected a restaurant id' },
);

const mealFieldsSchema = z.object({
  name: requiredName(MEAL_NAME_MAX_LENGTH),
  date: diaryDateSchema,
  restaurantId: mealRestaurantRefInputSchema,
  isThumbsUp: thumbsValueSchema,
  notes: optionalText(NOTES_MAX_LENGTH),
  mealImages: imageListInputSchema,
  imageUrl: legacyImageUrlSchema,
  price: priceSchema,
  companions: companionsSchema,
});

/** POST /api/meals: name and date are required; `isThumbsUp` defaults to null. */
export const createMealSchema = mealFieldsSchema
  .partial()
  .required({ name: true, date: true })
  .extend(diaryIdField);
export type CreateMealInput = z.infer<typeof createMealSchema>;

/**
 * PUT /api/meals/{id}: the full meal or only the changed fields; unknown fields are ignored.
 * A new `diaryId` moves the meal to that diary, with a `restaurantId` of that diary (or null).
 */
export const updateMealSchema = mealFieldsSchema.partial().extend(diaryIdField);
export type UpdateMealInput = z.infer<typeof updateMealSchema>;

/** A meal as the API answers it: `restaurantId` populated, `tags` only with `?include=tags`. */
export const mealSchema = z.object({
  _id: z.string(),
  /** The diary it belongs to (the personal diary's id is its user's). */
  diaryId: z.string(),
  /**
   * The member who added it: a member of the diary (GET /api/diaries/:id/members),
   * else "a former member" (always answered; optional for answers cached before it).
   */
  userId: z.string().optional(),
  name: z.string(),
  date: z.string(),
  isThumbsUp: thumbsValueSchema,
  notes: z.string(),
  restaurantId: namedRefSchema.nullable(),
  mealImages: z.array(imageEntrySchema),
  imageUrl: z.string().nullable(),
  /** What the meal cost, or null (always answered; optional for answers cached before prices). */
  price: z.object({ amount: z.number(), currency: z.string() }).nullable().optional(),
  /** Who you ate with, as written (always answered; optional for answers cached before companions). */
  companions: z.array(z.string()).optional(),
  tags: z.array(namedRefSchema).optional(),
});
export type Meal = z.infer<typeof mealSchema>;

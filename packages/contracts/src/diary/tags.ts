import { z } from 'zod';
import { namedRefSchema, objectIdSchema, requiredName } from './common';

export const TAG_NAME_MAX_LENGTH = 100;

/** POST /api/tags and PUT /api/tags/{id}: the name is trimmed and must not be blank. */
export const tagNameInputSchema = z.object({ name: requiredName(TAG_NAME_MAX_LENGTH) });
export type TagNameInput = z.infer<typeof tagNameInputSchema>;

export const tagSchema = namedRefSchema;
export type Tag = z.infer<typeof tagSchema>;

/** POST /api/restaurant-tags. */
export const createRestaurantTagSchema = z.object({
  restaurantId: objectIdSchema,
  tagId: objectIdSchema,
});
export type CreateRestaurantTagInput = z.infer<typeof createRestaurantTagSchema>;

/** POST /api/meal-tags. */
export const createMealTagSchema = z.object({ mealId: objectIdSchema, tagId: objectIdSchema });
export type CreateMealTagInput = z.infer<typeof createMealTagSchema>;

/** A restaurant-tag link with its tag populated. */
export const restaurantTagSchema = z.object({
  _id: z.string(),
  restaurantId: z.string(),
  tagId: namedRefSchema,
});
export type RestaurantTag = z.infer<typeof restaurantTagSchema>;

/** A meal-tag link with its tag populated. */
export const mealTagSchema = z.object({
  _id: z.string(),
  mealId: z.string(),
  tagId: namedRefSchema,
});
export type MealTag = z.infer<typeof mealTagSchema>;

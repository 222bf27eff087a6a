import { z } from 'zod';
import { namedRefSchema, objectIdSchema, requiredName } from './common';
import { diaryIdField } from './diaries';

export const TAG_NAME_MAX_LENGTH = 100;

/** POST /api/tags and PUT /api/tags/{id}: the name is trimmed and must not be blank. */
export const tagNameInputSchema = z.object({ name: requiredName(TAG_NAME_MAX_LENGTH) });
export type TagNameInput = z.infer<typeof tagNameInputSchema>;

/** POST /api/tags: the name, and the diary (left out, the personal diary). */
export const createTagInputSchema = tagNameInputSchema.extend(diaryIdField);
export type CreateTagInput = z.infer<typeof createTagInputSchema>;

/** A tag as the API answers it, with the diary it belongs to. */
export const tagSchema = namedRefSchema.extend({ diaryId: z.string() });
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

/** Most tags one bulk delete or one merge may name. */
export const TAG_BATCH_MAX_SIZE = 500;

/** Query of GET /api/tags: `include=counts` adds each tag's usage counts. */
export const tagListQuerySchema = z.object({
  include: z.literal('counts', { error: "Expected 'counts'" }).optional(),
  ...diaryIdField,
});
export type TagListQuery = z.infer<typeof tagListQuerySchema>;

/** A tag with how many of the user's restaurants and meals carry it. */
export const tagWithCountsSchema = tagSchema.extend({
  restaurantCount: z.number().int().nonnegative(),
  mealCount: z.number().int().nonnegative(),
});
export type TagWithCounts = z.infer<typeof tagWithCountsSchema>;

/** Distinct tag ids, at least one and at most TAG_BATCH_MAX_SIZE. */
const tagIdsSchema = z
  .array(objectIdSchema, { error: 'Expected a list of ids' })
  .min(1, 'Must name at least one tag')
  .max(TAG_BATCH_MAX_SIZE, `Must name at most ${TAG_BATCH_MAX_SIZE} tags`)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/tags/bulk-delete: the tags to delete, with their links, in one diary (left out, the personal one). */
export const bulkDeleteTagsInputSchema = z.object({ ids: tagIdsSchema, ...diaryIdField });
export type BulkDeleteTagsInput = z.infer<typeof bulkDeleteTagsInputSchema>;

/** Answer of POST /api/tags/bulk-delete: the ids that were deleted by this request. */
export const bulkDeleteTagsResultSchema = z.object({ deletedIds: z.array(z.string()) });
export type BulkDeleteTagsResult = z.infer<typeof bulkDeleteTagsResultSchema>;

/**
 * POST /api/tags/merge: every restaurant and meal link of the sources moves to
 * the target (each record keeps the tag once), then the sources are deleted;
 * `name`, when given, renames the surviving target.
 */
export const mergeTagsInputSchema = z
  .object({
    targetId: objectIdSchema,
    sourceIds: tagIdsSchema,
    name: requiredName(TAG_NAME_MAX_LENGTH).optional(),
  })
  .refine((input) => !input.sourceIds.includes(input.targetId), {
    message: 'Must not contain the target',
    path: ['sourceIds'],
  });
export type MergeTagsInput = z.infer<typeof mergeTagsInputSchema>;

import { z } from 'zod';

export { categoryAlias } from './category-alias';

export const CATEGORY_NAME_MAX_LENGTH = 100;

/** POST /api/categories body: the name is trimmed and must not be blank. */
export const createCategorySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(CATEGORY_NAME_MAX_LENGTH, `Must be at most ${CATEGORY_NAME_MAX_LENGTH} characters`),
});
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

/** A category as the API answers it. */
export const categorySchema = z.object({ _id: z.string(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

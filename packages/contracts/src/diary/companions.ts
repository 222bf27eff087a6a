import { z } from 'zod';
import { CONTROL_CHARACTERS_RULE, singleLine } from '../common';
import {
  COMPANION_NAME_MAX_LENGTH,
  COMPANIONS_MAX,
  companionKey,
  tidyCompanionName,
} from './companion-names';
import { diaryIdField } from './diaries';

/** One companion's name: trimmed (inner spaces made one), 1 to 60 characters, one line. */
export const companionNameSchema = z
  .string({ error: 'Expected a name' })
  .transform(tidyCompanionName)
  .pipe(
    z
      .string()
      .min(1, 'Required')
      .max(COMPANION_NAME_MAX_LENGTH, `Must be at most ${COMPANION_NAME_MAX_LENGTH} characters`)
      .refine(singleLine, CONTROL_CHARACTERS_RULE),
  );

/** A meal's `companions`: who you ate with, at most 20 names, each person once (case ignored). */
export const companionsSchema = z
  .array(companionNameSchema, { error: 'Expected a list of names' })
  .max(COMPANIONS_MAX, `Must name at most ${COMPANIONS_MAX} people`)
  .superRefine((names, context) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      const key = companionKey(name);
      if (seen.has(key))
        context.addIssue({ code: 'custom', message: `Names ${name} twice`, path: [index] });
      seen.add(key);
    });
  });

/** `?companion=<name>`: only the meals shared with that person (case ignored). */
export const companionParamSchema = companionNameSchema;

/**
 * A person of the diary (GET /api/companions): the name as last written,
 * how many meals and distinct restaurants you shared, and the last day.
 */
export const companionSchema = z.object({
  name: z.string(),
  mealCount: z.number().int().nonnegative(),
  restaurantCount: z.number().int().nonnegative(),
  lastDate: z.string().nullable(),
});
export type Companion = z.infer<typeof companionSchema>;

/** Query of GET /api/companions/summary: one person's figures (404 when no meal names them). */
/** GET /api/companions: the people of one diary (left out, the personal one). */
export const companionsQuerySchema = z.object(diaryIdField);
export type CompanionsQuery = z.infer<typeof companionsQuerySchema>;

export const companionSummaryQuerySchema = z.object({
  name: companionParamSchema,
  ...diaryIdField,
});
export type CompanionSummaryQuery = z.infer<typeof companionSummaryQuerySchema>;

/** Most names one rename (merge) or delete may take. */
export const COMPANION_BATCH_MAX_SIZE = 100;

const companionNamesSchema = z
  .array(companionNameSchema, { error: 'Expected a list of names' })
  .min(1, 'Must name at least one person')
  .max(COMPANION_BATCH_MAX_SIZE, `Must name at most ${COMPANION_BATCH_MAX_SIZE} people`);

/**
 * POST /api/companions/rename: every meal naming any of `names` names `name`
 * instead (once), across the whole diary: a rename with one name, a merge
 * with several (or with a name already in the diary).
 */
export const renameCompanionsInputSchema = z
  .object({ names: companionNamesSchema, name: companionNameSchema, ...diaryIdField })
  .strict();
export type RenameCompanionsInput = z.infer<typeof renameCompanionsInputSchema>;

/** POST /api/companions/delete: the people taken off every meal. */
export const deleteCompanionsInputSchema = z
  .object({ names: companionNamesSchema, ...diaryIdField })
  .strict();
export type DeleteCompanionsInput = z.infer<typeof deleteCompanionsInputSchema>;

/** Answer of the rename and the delete: how many meals changed. */
export const companionsChangeResultSchema = z.object({ mealCount: z.number().int().nonnegative() });
export type CompanionsChangeResult = z.infer<typeof companionsChangeResultSchema>;

/** Who you usually go with to a restaurant (its summary): the most frequent first, at most 3. */
export const RESTAURANT_COMPANIONS_MAX = 3;
export const restaurantCompanionSchema = z.object({
  name: z.string(),
  mealCount: z.number().int().positive(),
});
export type RestaurantCompanion = z.infer<typeof restaurantCompanionSchema>;

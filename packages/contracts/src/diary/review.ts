import { z } from 'zod';
import { diaryIdField } from './diaries';
import { spendSchema, spendTotalSchema } from './price';

/** At most this many places, dishes and tags are answered in each of a review's rankings. */
export const REVIEW_TOP_COUNT = 5;

/** `:year` of GET /api/meals/review/:year, a year a diary date may take. */
export const reviewYearParamsSchema = z.object({
  year: z.coerce
    .number({ error: 'Expected a year such as 2026' })
    .int('Expected a year such as 2026')
    .min(1900, 'Must be a year between 1900 and 2100')
    .max(2100, 'Must be a year between 1900 and 2100'),
});

/** The query of GET /api/meals/review/:year: the diary reviewed (left out, the personal one). */
export const reviewQuerySchema = z.object(diaryIdField);
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

const rankedSchema = z.object({ name: z.string(), meals: z.number().int().positive() });

/**
 * GET /api/meals/review/:year, "your year in food": the figures of the meals
 * dated in the year. `newPlaces`: restaurants whose first meal is in the
 * year. `returnedTo`: restaurants with meals on two or more days, the most
 * days first (`meals` counts those days). `dishes`: meal names (ignoring case)
 * ordered two or more times, the most first. `tags`: the most used tags.
 * `orderAgain`: meals rated thumbs up, of `rated` rated ones. `months`: the
 * twelve months, January first, each with its meals and spend. `years`: the
 * years with meals, newest first, to move between reviews.
 */
export const yearReviewSchema = z.object({
  year: z.number().int(),
  years: z.array(z.number().int()),
  meals: z.number().int().nonnegative(),
  places: z.number().int().nonnegative(),
  newPlaces: z.number().int().nonnegative(),
  returnedTo: z.array(rankedSchema.extend({ _id: z.string() })),
  dishes: z.array(rankedSchema),
  tags: z.array(rankedSchema.extend({ _id: z.string() })),
  orderAgain: z.number().int().nonnegative(),
  rated: z.number().int().nonnegative(),
  months: z.array(
    z.object({
      month: z.string(),
      meals: z.number().int().nonnegative(),
      spend: z.array(spendTotalSchema),
    }),
  ),
  spend: spendSchema,
});
export type YearReview = z.infer<typeof yearReviewSchema>;

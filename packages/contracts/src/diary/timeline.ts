import { z } from 'zod';
import { spendSchema } from './price';

/**
 * GET /api/meals/timeline-stats: figures of the meals a timeline shows.
 * `meals` counts them; `thumbsUp` and `rated` (up or down) give the share of
 * thumbs up among rated meals; `places` counts their distinct restaurants and
 * `newPlaces` those of them whose first ever meal (any meal of the user
 * there, whatever the filters) lies within `from`…`to`. `spend`: what those
 * meals cost, per currency, and how many had no price.
 */
export const mealTimelineStatsSchema = z.object({
  meals: z.number().int().nonnegative(),
  thumbsUp: z.number().int().nonnegative(),
  rated: z.number().int().nonnegative(),
  places: z.number().int().nonnegative(),
  newPlaces: z.number().int().nonnegative(),
  spend: spendSchema,
});
export type MealTimelineStats = z.infer<typeof mealTimelineStatsSchema>;

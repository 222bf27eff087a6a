import { z } from 'zod';
import { thumbsValueSchema } from './common';
import { restaurantCompanionSchema } from './companions';
import { spendSchema } from './price';

/** At most this many visits (days) are answered, newest first; `visitsTruncated` says when more exist. */
export const RESTAURANT_SUMMARY_MAX_VISITS = 100;

/** A dish rated at a restaurant: its name as last written, that meal's day, id and image. */
export const summaryDishSchema = z.object({
  name: z.string(),
  /** `YYYY-MM-DD` of the most recent meal of this name. */
  date: z.string(),
  mealId: z.string(),
  /** The display image (primary, else first, else legacy) of that meal, or null. */
  imageUrl: z.string().nullable(),
});
export type SummaryDish = z.infer<typeof summaryDishSchema>;

/** A meal of one visit. */
export const visitMealSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isThumbsUp: thumbsValueSchema,
});
export type VisitMeal = z.infer<typeof visitMealSchema>;

/** One visit: a day with meals at the restaurant, newest meal first. */
export const visitSchema = z.object({
  date: z.string(),
  meals: z.array(visitMealSchema),
});
export type Visit = z.infer<typeof visitSchema>;

/**
 * GET /api/restaurants/{id}/summary: what the user ordered there.
 * `liked` / `skip`: dishes (meal names, ignoring case) whose latest rated meal
 * is thumbs up / thumbs down, most recent first: a dish liked once and
 * disliked since is only under `skip`. `visitCount` counts the distinct days
 * with a meal there; `firstVisit` / `lastVisit` are the days of the oldest and
 * newest of them. `spend`: what the meals there cost ("Spent here").
 * `companions`: who you usually go with, the most meals first (at most
 * RESTAURANT_COMPANIONS_MAX; optional for answers cached before companions).
 */
export const restaurantSummarySchema = z.object({
  liked: z.array(summaryDishSchema),
  skip: z.array(summaryDishSchema),
  visitCount: z.number().int().nonnegative(),
  firstVisit: z.string().nullable(),
  lastVisit: z.string().nullable(),
  visits: z.array(visitSchema),
  visitsTruncated: z.boolean(),
  spend: spendSchema,
  companions: z.array(restaurantCompanionSchema).optional(),
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

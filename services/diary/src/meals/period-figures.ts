import type { Types } from 'mongoose';

/** What the period figures read of one meal. */
export interface MealRatingAndPlace {
  restaurantId?: Types.ObjectId | null;
  isThumbsUp?: boolean | null;
}

export interface PeriodFigures {
  meals: number;
  thumbsUp: number;
  /** Meals with thumbs up or down (unrated ones give no opinion). */
  rated: number;
  /** The distinct restaurants of the meals, in the order first met. */
  placeIds: Types.ObjectId[];
}

/** Counts of a period's meals: how many, how rated, and at which distinct restaurants. */
export function periodFigures(meals: Iterable<MealRatingAndPlace>): PeriodFigures {
  const places = new Map<string, Types.ObjectId>();
  let count = 0;
  let thumbsUp = 0;
  let rated = 0;
  for (const { restaurantId, isThumbsUp } of meals) {
    count += 1;
    if (isThumbsUp === true) thumbsUp += 1;
    if (isThumbsUp === true || isThumbsUp === false) rated += 1;
    if (restaurantId) places.set(restaurantId.toHexString(), restaurantId);
  }
  return { meals: count, thumbsUp, rated, placeIds: [...places.values()] };
}

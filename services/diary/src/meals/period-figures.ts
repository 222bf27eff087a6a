import type { ThumbsFilter } from '@dd/contracts';
import type { Types } from 'mongoose';

/** What the period figures read of one meal. */
export interface MealRatingAndPlace {
  restaurantId?: Types.ObjectId | null;
  isThumbsUp?: boolean | null;
}

/** Meals counted by rating. */
export interface RatingTally {
  up: number;
  down: number;
  unrated: number;
}

/**
 * The meals of a stretch of days counted by restaurant (hex id) and rating:
 * what every period figure is made of, small enough to cache per month.
 */
export interface MealTally {
  places: Record<string, RatingTally>;
  /** Meals without a restaurant. */
  unplaced: RatingTally;
}

export interface PeriodFigures {
  meals: number;
  thumbsUp: number;
  /** Meals with thumbs up or down (unrated ones give no opinion). */
  rated: number;
  /** The distinct restaurants (hex ids) of the meals the filter keeps. */
  placeIds: string[];
}

const noMeals = (): RatingTally => ({ up: 0, down: 0, unrated: 0 });

export function emptyTally(): MealTally {
  return { places: {}, unplaced: noMeals() };
}

function count(tally: RatingTally, isThumbsUp: boolean | null | undefined, times = 1): void {
  if (isThumbsUp === true) tally.up += times;
  else if (isThumbsUp === false) tally.down += times;
  else tally.unrated += times;
}

export function tallyOf(meals: Iterable<MealRatingAndPlace>): MealTally {
  const tally = emptyTally();
  for (const { restaurantId, isThumbsUp } of meals) {
    const place = restaurantId?.toHexString();
    count(place === undefined ? tally.unplaced : (tally.places[place] ??= noMeals()), isThumbsUp);
  }
  return tally;
}

function add(into: RatingTally, from: RatingTally): void {
  into.up += from.up;
  into.down += from.down;
  into.unrated += from.unrated;
}

export function mergedTally(tallies: Iterable<MealTally>): MealTally {
  const merged = emptyTally();
  for (const tally of tallies) {
    add(merged.unplaced, tally.unplaced);
    for (const [place, ratings] of Object.entries(tally.places))
      add((merged.places[place] ??= noMeals()), ratings);
  }
  return merged;
}

/** The restaurants with at least one meal in the tally, whatever its rating. */
export function placesOf(tally: MealTally): Set<string> {
  return new Set(
    Object.entries(tally.places)
      .filter(([, ratings]) => ratings.up + ratings.down + ratings.unrated > 0)
      .map(([place]) => place),
  );
}

/** The part of a tally the list's thumbs filter keeps (product spec §4). */
function kept(ratings: RatingTally, filter: ThumbsFilter): RatingTally {
  switch (filter) {
    case 'all':
      return ratings;
    case 'thumbsUp':
      return { ...noMeals(), up: ratings.up };
    case 'thumbsDown':
      return { ...noMeals(), down: ratings.down };
    case 'unrated':
      return { ...noMeals(), unrated: ratings.unrated };
  }
}

/** Counts of the meals the filter keeps: how many, how rated, and at which distinct restaurants. */
export function periodFigures(tally: MealTally, filter: ThumbsFilter): PeriodFigures {
  const figures: PeriodFigures = { meals: 0, thumbsUp: 0, rated: 0, placeIds: [] };
  const take = (ratings: RatingTally): number => {
    const { up, down, unrated } = kept(ratings, filter);
    figures.thumbsUp += up;
    figures.rated += up + down;
    figures.meals += up + down + unrated;
    return up + down + unrated;
  };
  take(tally.unplaced);
  for (const [place, ratings] of Object.entries(tally.places))
    if (take(ratings) > 0) figures.placeIds.push(place);
  return figures;
}

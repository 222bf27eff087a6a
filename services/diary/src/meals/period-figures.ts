import type { Price, PriceTally, ThumbsFilter } from '@dd/contracts';
import type { Types } from 'mongoose';
import { addPriceTally, countPrice, emptyPriceTally } from './price-tally';

/** What the period figures read of one meal. */
export interface MealRatingAndPlace {
  restaurantId?: Types.ObjectId | null;
  isThumbsUp?: boolean | null;
  price?: Price | null;
}

type Rating = 'up' | 'down' | 'unrated';

/** Meals counted by rating. */
export type RatingTally = Record<Rating, number>;

/** Prices added up by rating, so the thumbs filter can keep the spend of the meals it keeps. */
export type RatedPrices = Record<Rating, PriceTally>;

/**
 * The meals of a stretch of days counted by restaurant (hex id) and rating,
 * and their prices by rating: what every period figure is made of, small
 * enough to cache per month (MealTallyCache's TALLY_FORMAT names this shape).
 */
export interface MealTally {
  places: Record<string, RatingTally>;
  /** Meals without a restaurant. */
  unplaced: RatingTally;
  prices: RatedPrices;
}

export interface PeriodFigures {
  meals: number;
  thumbsUp: number;
  /** Meals with thumbs up or down (unrated ones give no opinion). */
  rated: number;
  /** The distinct restaurants (hex ids) of the meals the filter keeps. */
  placeIds: string[];
  /** What the meals the filter keeps cost. */
  spend: PriceTally;
}

const RATINGS: readonly Rating[] = ['up', 'down', 'unrated'];

/** The ratings the list's thumbs filter keeps (product spec §4). */
const KEPT: Record<ThumbsFilter, readonly Rating[]> = {
  all: RATINGS,
  thumbsUp: ['up'],
  thumbsDown: ['down'],
  unrated: ['unrated'],
};

const noMeals = (): RatingTally => ({ up: 0, down: 0, unrated: 0 });

const noPrices = (): RatedPrices => ({
  up: emptyPriceTally(),
  down: emptyPriceTally(),
  unrated: emptyPriceTally(),
});

export function emptyTally(): MealTally {
  return { places: {}, unplaced: noMeals(), prices: noPrices() };
}

function ratingOf(isThumbsUp: boolean | null | undefined): Rating {
  if (isThumbsUp === true) return 'up';
  return isThumbsUp === false ? 'down' : 'unrated';
}

export function tallyOf(meals: Iterable<MealRatingAndPlace>): MealTally {
  const tally = emptyTally();
  for (const { restaurantId, isThumbsUp, price } of meals) {
    const place = restaurantId?.toHexString();
    const rating = ratingOf(isThumbsUp);
    (place === undefined ? tally.unplaced : (tally.places[place] ??= noMeals()))[rating] += 1;
    countPrice(tally.prices[rating], price);
  }
  return tally;
}

function add(into: RatingTally, from: RatingTally): void {
  for (const rating of RATINGS) into[rating] += from[rating];
}

export function mergedTally(tallies: Iterable<MealTally>): MealTally {
  const merged = emptyTally();
  for (const tally of tallies) {
    add(merged.unplaced, tally.unplaced);
    for (const [place, ratings] of Object.entries(tally.places))
      add((merged.places[place] ??= noMeals()), ratings);
    for (const rating of RATINGS) addPriceTally(merged.prices[rating], tally.prices[rating]);
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

/** The part of a tally the list's thumbs filter keeps. */
function kept(ratings: RatingTally, filter: ThumbsFilter): RatingTally {
  const keptRatings = noMeals();
  for (const rating of KEPT[filter]) keptRatings[rating] = ratings[rating];
  return keptRatings;
}

/** Counts of the meals the filter keeps: how many, how rated, at which distinct restaurants, and what they cost. */
export function periodFigures(tally: MealTally, filter: ThumbsFilter): PeriodFigures {
  const figures: PeriodFigures = {
    meals: 0,
    thumbsUp: 0,
    rated: 0,
    placeIds: [],
    spend: emptyPriceTally(),
  };
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
  for (const rating of KEPT[filter]) addPriceTally(figures.spend, tally.prices[rating]);
  return figures;
}

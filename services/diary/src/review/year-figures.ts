import { REVIEW_TOP_COUNT, spendOf } from '@dd/contracts';
import type { Spend, YearReview } from '@dd/contracts';
import { nameKeyOf } from '../common/name-key';
import type { MealReviewFields } from '../meals/meals.repository';
import { countPrice, emptyPriceTally } from '../meals/price-tally';

/** A ranked restaurant or tag by hex id, before its name is looked up. */
export interface RankedId {
  _id: string;
  meals: number;
}

/** The review's figures with restaurants and tags by id, before their names are looked up. */
export type CountedYear = Omit<YearReview, 'years' | 'returnedTo' | 'tags'> & {
  returnedTo: RankedId[];
  tags: RankedId[];
};

export interface YearInput {
  year: number;
  meals: readonly MealReviewFields[];
  /** Restaurants (hex ids) with a meal dated before the year. */
  placesBefore: ReadonlySet<string>;
  /** The tags (hex ids) on each of the year's meals (hex id). */
  tagsOfMeals: ReadonlyMap<string, readonly string[]>;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The `REVIEW_TOP_COUNT` keys counted most (only counts of 2 or more when
 * `atLeastTwice`); ties by `tieBreak`, then by key.
 */
function top(
  counts: ReadonlyMap<string, number>,
  atLeastTwice: boolean,
  tieBreak: (a: string, b: string) => number = () => 0,
): [string, number][] {
  return [...counts]
    .filter(([, count]) => !atLeastTwice || count >= 2)
    .sort(([a, countA], [b, countB]) => countB - countA || tieBreak(a, b) || byText(a, b))
    .slice(0, REVIEW_TOP_COUNT);
}

/** Whether `meal` was written after `other`: a later date, then a later id. */
const later = (meal: MealReviewFields, other: MealReviewFields): boolean =>
  meal.date > other.date ||
  (meal.date === other.date && meal._id.toHexString() > other._id.toHexString());

/** The year's figures from its meals, the places visited before it and the meals' tags. */
export function yearFigures({ year, meals, placesBefore, tagsOfMeals }: YearInput): CountedYear {
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    meals: 0,
    prices: emptyPriceTally(),
  }));
  const total = emptyPriceTally();
  const daysAt = new Map<string, Set<string>>();
  const mealsAt = new Map<string, number>();
  const dishes = new Map<string, { count: number; latest: MealReviewFields }>();
  const tagCounts = new Map<string, number>();
  let orderAgain = 0;
  let rated = 0;

  for (const meal of meals) {
    const month = months[Number(meal.date.slice(5, 7)) - 1];
    if (month) {
      month.meals += 1;
      countPrice(month.prices, meal.price);
    }
    countPrice(total, meal.price);
    if (meal.isThumbsUp === true) orderAgain += 1;
    if (meal.isThumbsUp !== null && meal.isThumbsUp !== undefined) rated += 1;

    const place = meal.restaurantId?.toHexString();
    if (place !== undefined) {
      if (!daysAt.has(place)) daysAt.set(place, new Set());
      daysAt.get(place)!.add(meal.date);
      mealsAt.set(place, (mealsAt.get(place) ?? 0) + 1);
    }

    const key = nameKeyOf(meal.name);
    const dish = dishes.get(key);
    if (!dish) dishes.set(key, { count: 1, latest: meal });
    else {
      dish.count += 1;
      if (later(meal, dish.latest)) dish.latest = meal;
    }

    for (const tag of tagsOfMeals.get(meal._id.toHexString()) ?? [])
      tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }

  const places = [...daysAt.keys()];
  const days = new Map(places.map((place) => [place, daysAt.get(place)!.size]));
  const dishCounts = new Map([...dishes].map(([key, dish]) => [key, dish.count]));
  return {
    year,
    meals: meals.length,
    places: places.length,
    newPlaces: places.filter((place) => !placesBefore.has(place)).length,
    // Days there first; as many days, the place with more meals.
    returnedTo: top(days, true, (a, b) => mealsAt.get(b)! - mealsAt.get(a)!).map(
      ([_id, count]) => ({ _id, meals: count }),
    ),
    dishes: top(dishCounts, true).map(([key, count]) => ({
      name: dishes.get(key)!.latest.name,
      meals: count,
    })),
    tags: top(tagCounts, false).map(([_id, count]) => ({ _id, meals: count })),
    orderAgain,
    rated,
    months: months.map(({ month, meals: count, prices }) => ({
      month,
      meals: count,
      spend: spendOf(prices).totals,
    })),
    spend: spendOf(total) satisfies Spend,
  };
}

/** The figures of a year without meals. */
export function emptyCountedYear(year: number): CountedYear {
  return yearFigures({ year, meals: [], placesBefore: new Set(), tagsOfMeals: new Map() });
}

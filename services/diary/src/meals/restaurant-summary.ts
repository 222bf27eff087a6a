import {
  companionKey,
  imagesWithLegacyFallback,
  RESTAURANT_COMPANIONS_MAX,
  RESTAURANT_SUMMARY_MAX_VISITS,
  RestaurantCompanion,
  RestaurantSummary,
  spendOf,
  SummaryDish,
  Visit,
} from '@dd/contracts';
import { nameKeyOf } from '../common/name-key';
import type { MealRecord } from './meal.schema';
import { priceTallyOf } from './price-tally';

/** The fields of a meal the summary reads. */
export type SummaryMealRecord = Pick<
  MealRecord,
  '_id' | 'name' | 'date' | 'isThumbsUp' | 'mealImages' | 'imageUrl' | 'price' | 'companions'
>;

function imageUrlOf(record: SummaryMealRecord): string | null {
  const images = imagesWithLegacyFallback(record.mealImages, record.imageUrl);
  return (images.find((image) => image.isPrimary) ?? images[0])?.url ?? null;
}

function dishOf(record: SummaryMealRecord): SummaryDish {
  return {
    name: record.name,
    date: record.date,
    mealId: record._id.toHexString(),
    imageUrl: imageUrlOf(record),
  };
}

/**
 * The summary of one restaurant from all the user's meals there, given
 * newest first (date, then insertion). A dish is a meal name ignoring case;
 * its latest rated meal decides whether it is liked or skipped. The spend
 * adds up the prices of every meal there, per currency; the companions are
 * who the user went with most.
 */
export function summariseMeals(
  newestFirst: readonly SummaryMealRecord[],
  maxVisits = RESTAURANT_SUMMARY_MAX_VISITS,
): RestaurantSummary {
  const liked: SummaryDish[] = [];
  const skip: SummaryDish[] = [];
  const ratedDishes = new Set<string>();
  const visits: Visit[] = [];
  let visitCount = 0;
  let previousDate: string | null = null;

  for (const record of newestFirst) {
    const key = nameKeyOf(record.name);
    if (typeof record.isThumbsUp === 'boolean' && !ratedDishes.has(key)) {
      ratedDishes.add(key);
      (record.isThumbsUp ? liked : skip).push(dishOf(record));
    }
    // Sorted by date, so a new day means a new visit.
    if (record.date !== previousDate) {
      previousDate = record.date;
      visitCount += 1;
      if (visits.length < maxVisits) visits.push({ date: record.date, meals: [] });
    }
    if (visitCount === visits.length)
      visits[visits.length - 1]!.meals.push({
        _id: record._id.toHexString(),
        name: record.name,
        isThumbsUp: record.isThumbsUp ?? null,
      });
  }

  return {
    liked,
    skip,
    visitCount,
    firstVisit: newestFirst.at(-1)?.date ?? null,
    lastVisit: newestFirst[0]?.date ?? null,
    visits,
    visitsTruncated: visitCount > visits.length,
    spend: spendOf(priceTallyOf(newestFirst.map((record) => record.price))),
    companions: topCompanions(newestFirst),
  };
}

/**
 * The people of most meals (a person is a companion key, named as in their
 * newest meal), most meals first, then the most recent; at most `max`.
 */
export function topCompanions(
  newestFirst: readonly Pick<MealRecord, 'companions'>[],
  max = RESTAURANT_COMPANIONS_MAX,
): RestaurantCompanion[] {
  const people = new Map<string, RestaurantCompanion>();
  for (const record of newestFirst)
    for (const name of record.companions ?? []) {
      const key = companionKey(name);
      const person = people.get(key);
      if (person) person.mealCount += 1;
      else people.set(key, { name, mealCount: 1 });
    }
  // Map order is first-seen, i.e. newest first; the sort is stable.
  return [...people.values()].sort((a, b) => b.mealCount - a.mealCount).slice(0, max);
}

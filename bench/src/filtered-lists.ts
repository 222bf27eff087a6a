import { analyzeSchema } from '@dd/orchestrator';
import { MongoClient } from 'mongodb';
import { clearDiary, DIARY_SCALE, seedDiary } from './diary-seed';
import { LIGHT_USER_SCALE } from './light-user';
import { timeFirstPage, type TimedPages } from './first-page';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { percentile } from './stats';

/**
 * Issue 45: the meals list narrowed to one companion and the restaurants
 * list narrowed to the places saved for later, first page through the
 * gateway, for a user with 10,000 meals (at 2,000 restaurants) and for a
 * user with one meal among 50,000 of others.
 */
export const FILTERED_LIST_BUDGETS = { heavyP95Ms: 150, oneMealP95Ms: 40 } as const;

/** Sequential requests per row, after one unmeasured warm-up. */
const REQUESTS = 40;
/** The people of the seeded meals: one of them on every 4th meal, two on every 12th. */
const PEOPLE = ['Sam', 'Alex', 'Jo'];
const companionsOf = (index: number): string[] =>
  index % 4 !== 0
    ? []
    : index % 12 === 0
      ? [PEOPLE[index % 3]!, PEOPLE[(index + 1) % 3]!]
      : [PEOPLE[(index / 4) % 3]!];
/** Every 10th restaurant is saved for later. */
const wantToGoOf = (index: number) => index % 10 === 0;

/** What the /meals page asks for a person's meals, and the restaurants list for "Want to go". */
const MEALS_PATH = '/api/meals?limit=24&include=tags&companion=sam';
const RESTAURANTS_PATH = '/api/restaurants?limit=24&include=tags&wantToGo=true';
const PEOPLE_PATH = '/api/companions';
/** The same first pages unfiltered: each row's note gives their median, for comparison. */
const unfiltered = (path: string) => path.replace(/&(companion|wantToGo)=[^&]*/u, '');

export interface FilteredListsBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
  /** FerretDB's PostgreSQL database, when the stack runs on one: analysed after seeding. */
  postgresqlUrl?: string;
}

interface Timed extends TimedPages {
  /** Median of the unfiltered first page, timed the same way just after. */
  unfilteredMedian?: number;
}

/**
 * Seeds a heavy user (10,000 meals, a quarter naming someone; 2,000
 * restaurants, a tenth saved for later) beside another as large, and times
 * both first pages; then a user with one meal with Sam at a place saved for
 * later among 50 users' 50,000 meals, timed the same way. On PostgreSQL each
 * seeding is followed by ANALYZE, as in the light-user group.
 */
export async function runFilteredListsBench(
  options: FilteredListsBenchOptions,
): Promise<BudgetRow[]> {
  const client = await MongoClient.connect(options.mongoUrl);
  const analyze = async () => {
    if (options.postgresqlUrl) await analyzeSchema(options.postgresqlUrl, options.diaryDb);
  };
  try {
    const db = client.db(options.diaryDb);
    await clearDiary(db);
    const heavy = signBenchToken(options.privateKeyFile);
    const heavyScale = {
      ...DIARY_SCALE,
      mealCompanions: companionsOf,
      restaurantWantToGo: wantToGoOf,
    };
    let started = Date.now();
    await seedDiary(db, benchUserId(heavy), heavyScale);
    await seedDiary(db, benchUserId(signBenchToken(options.privateKeyFile)), heavyScale);
    await analyze();
    console.log(
      `filtered lists: seeded 2 × ${DIARY_SCALE.meals} meals in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const heavyMeals: Timed = await timeFirstPage(
      options.gatewayUrl,
      heavy,
      MEALS_PATH,
      24,
      REQUESTS,
    );
    const heavyPlaces: Timed = await timeFirstPage(
      options.gatewayUrl,
      heavy,
      RESTAURANTS_PATH,
      24,
      REQUESTS,
    );
    heavyMeals.unfilteredMedian = await unfilteredMedian(options.gatewayUrl, heavy, MEALS_PATH, 24);
    heavyPlaces.unfilteredMedian = await unfilteredMedian(
      options.gatewayUrl,
      heavy,
      RESTAURANTS_PATH,
      24,
    );
    // Not a budget of the spec: what the people of such a diary cost (one aggregation, a read per person).
    const people = await timeFirstPage(
      options.gatewayUrl,
      heavy,
      PEOPLE_PATH,
      PEOPLE.length,
      REQUESTS,
    );
    console.log(
      `filtered lists: GET ${PEOPLE_PATH}, ${DIARY_SCALE.meals} meals: first (counted) ${people.first} ms, then (cached) median ${percentile(people.times, 50)} ms, p95 ${percentile(people.times, 95)} ms${people.failures.length ? `, failed with ${people.failures[0]}` : ''}`,
    );

    await clearDiary(db);
    const oneMeal = signBenchToken(options.privateKeyFile);
    await seedDiary(db, benchUserId(oneMeal), {
      meals: 1,
      restaurants: 1,
      tags: 1,
      mealCompanions: () => ['Sam'],
      restaurantWantToGo: () => true,
    });
    started = Date.now();
    const { otherUsers, mealsEach } = LIGHT_USER_SCALE;
    for (let user = 0; user < otherUsers; user++)
      await seedDiary(db, benchUserId(signBenchToken(options.privateKeyFile)), {
        meals: mealsEach,
        restaurants: 20,
        tags: 5,
        mealCompanions: companionsOf,
        restaurantWantToGo: wantToGoOf,
      });
    await analyze();
    const others = otherUsers * mealsEach;
    console.log(
      `filtered lists: seeded ${others.toLocaleString('en')} meals of ${otherUsers} other users in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const lightMeals: Timed = await timeFirstPage(
      options.gatewayUrl,
      oneMeal,
      MEALS_PATH,
      1,
      REQUESTS,
    );
    const lightPlaces: Timed = await timeFirstPage(
      options.gatewayUrl,
      oneMeal,
      RESTAURANTS_PATH,
      1,
      REQUESTS,
    );
    lightMeals.unfilteredMedian = await unfilteredMedian(
      options.gatewayUrl,
      oneMeal,
      MEALS_PATH,
      1,
    );
    lightPlaces.unfilteredMedian = await unfilteredMedian(
      options.gatewayUrl,
      oneMeal,
      RESTAURANTS_PATH,
      1,
    );

    const heavyName = `user with ${DIARY_SCALE.meals.toLocaleString('en')} meals`;
    const lightName = `one-meal user among ${others.toLocaleString('en')} meals of others`;
    return [
      row(`GET ${MEALS_PATH}, ${heavyName}`, FILTERED_LIST_BUDGETS.heavyP95Ms, heavyMeals),
      row(`GET ${MEALS_PATH}, ${lightName}`, FILTERED_LIST_BUDGETS.oneMealP95Ms, lightMeals),
      row(`GET ${RESTAURANTS_PATH}, ${heavyName}`, FILTERED_LIST_BUDGETS.heavyP95Ms, heavyPlaces),
      row(`GET ${RESTAURANTS_PATH}, ${lightName}`, FILTERED_LIST_BUDGETS.oneMealP95Ms, lightPlaces),
    ];
  } finally {
    await client.close();
  }
}

function row(name: string, budgetMs: number, timed: Timed): BudgetRow {
  const p95 = percentile(timed.times, 95);
  return {
    group: 'filtered lists',
    name: `${name} (gateway, p95 of ${REQUESTS})`,
    measured: `p95 ${p95} ms`,
    budget: `≤ ${budgetMs} ms`,
    pass: p95 <= budgetMs && timed.failures.length === 0,
    note: timed.failures.length
      ? `failed with ${[...new Set(timed.failures)].join(', ')}`
      : `median ${percentile(timed.times, 50)} ms; unfiltered median ${timed.unfilteredMedian ?? '?'} ms`,
  };
}

async function unfilteredMedian(
  gatewayUrl: string,
  token: string,
  path: string,
  expected: number,
): Promise<number> {
  return percentile(
    (await timeFirstPage(gatewayUrl, token, unfiltered(path), expected, REQUESTS)).times,
    50,
  );
}

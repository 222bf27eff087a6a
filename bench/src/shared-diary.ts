import { analyzeSchema } from '@dd/orchestrator';
import { MongoClient } from 'mongodb';
import { clearDiary, DIARY_SCALE, seedDiary, seedSharedDiary } from './diary-seed';
import { timeFirstPage, type TimedPages } from './first-page';
import { LIGHT_USER_SCALE } from './light-user';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { median, percentile } from './stats';

/**
 * Issue 46: a shared diary's lists are served by the index on the diary, as
 * a personal diary's are: a one-meal shared diary's first page among 50,000
 * meals of others within 40 ms, and a 10,000-meal shared diary's first page
 * costing what a personal diary's as large does (medians, through the
 * gateway), its search within the /meals search's 1,500 ms.
 */
export const SHARED_DIARY_BUDGETS = {
  oneMealP95Ms: 40,
  sharedOverPersonal: 1.25,
  searchMs: 1_500,
} as const;

/** Sequential requests per row, after one unmeasured warm-up. */
const REQUESTS = 40;
const SEARCH_REQUESTS = 10;
const firstPage = (diaryId: string) => `/api/meals?limit=24&include=tags&diaryId=${diaryId}`;
const search = (diaryId: string) => `${firstPage(diaryId)}&q=noodles`;
const PERSONAL_FIRST_PAGE = '/api/meals?limit=24&include=tags';

export interface SharedDiaryBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
  /** FerretDB's PostgreSQL database, when the stack runs on one: analysed after seeding. */
  postgresqlUrl?: string;
}

/**
 * Seeds a shared diary of 10,000 meals beside a personal one as large (of
 * another user) and times its first page and a search through the gateway,
 * each request checking the caller's membership; then a one-meal shared
 * diary among 50 users' 50,000 meals, timed the same way.
 */
export async function runSharedDiaryBench(options: SharedDiaryBenchOptions): Promise<BudgetRow[]> {
  const client = await MongoClient.connect(options.mongoUrl);
  const analyze = async () => {
    if (options.postgresqlUrl) await analyzeSchema(options.postgresqlUrl, options.diaryDb);
  };
  const newUser = () => signBenchToken(options.privateKeyFile);
  try {
    const db = client.db(options.diaryDb);
    await clearDiary(db);
    const heavy = newUser();
    const home = await seedSharedDiary(db, benchUserId(heavy), 'Home');
    let started = Date.now();
    await seedDiary(db, benchUserId(heavy), { ...DIARY_SCALE, diaryId: home });
    const personal = newUser();
    await seedDiary(db, benchUserId(personal), DIARY_SCALE);
    await analyze();
    console.log(
      `shared diary: seeded 2 × ${DIARY_SCALE.meals} meals in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const heavyPage = await timeFirstPage(options.gatewayUrl, heavy, firstPage(home), 24, REQUESTS);
    const personalPage = await timeFirstPage(
      options.gatewayUrl,
      personal,
      PERSONAL_FIRST_PAGE,
      24,
      REQUESTS,
    );
    const heavySearch = await timeFirstPage(
      options.gatewayUrl,
      heavy,
      search(home),
      24,
      SEARCH_REQUESTS,
    );

    await clearDiary(db);
    const light = newUser();
    const small = await seedSharedDiary(db, benchUserId(light), 'Office lunches');
    await seedDiary(db, benchUserId(light), { meals: 1, restaurants: 1, tags: 1, diaryId: small });
    started = Date.now();
    const { otherUsers, mealsEach } = LIGHT_USER_SCALE;
    for (let user = 0; user < otherUsers; user++)
      await seedDiary(db, benchUserId(newUser()), { meals: mealsEach, restaurants: 20, tags: 5 });
    await analyze();
    const others = otherUsers * mealsEach;
    console.log(
      `shared diary: seeded ${others.toLocaleString('en')} meals of ${otherUsers} other users in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const lightPage = await timeFirstPage(options.gatewayUrl, light, firstPage(small), 1, REQUESTS);

    const pagePath = firstPage('<id>');
    const sharedMedian = median(heavyPage.times);
    const personalMedian = median(personalPage.times);
    const ratio = personalMedian > 0 ? sharedMedian / personalMedian : Infinity;
    return [
      {
        group: 'shared diary',
        name: `GET ${pagePath}, a shared diary of ${DIARY_SCALE.meals.toLocaleString('en')} meals, against a personal diary as large (gateway, medians of ${REQUESTS})`,
        measured: `shared/personal ${ratio.toFixed(2)}`,
        budget: `≤ ${SHARED_DIARY_BUDGETS.sharedOverPersonal}`,
        pass:
          ratio <= SHARED_DIARY_BUDGETS.sharedOverPersonal &&
          heavyPage.failures.length === 0 &&
          personalPage.failures.length === 0,
        note:
          failuresOf(heavyPage) ??
          failuresOf(personalPage) ??
          `shared median ${sharedMedian} ms, p95 ${percentile(heavyPage.times, 95)} ms; personal median ${personalMedian} ms, p95 ${percentile(personalPage.times, 95)} ms`,
      },
      {
        group: 'shared diary',
        name: `GET ${pagePath}&q=noodles, a shared diary of ${DIARY_SCALE.meals.toLocaleString('en')} meals (gateway, median of ${SEARCH_REQUESTS})`,
        measured: `median ${median(heavySearch.times)} ms`,
        budget: `≤ ${SHARED_DIARY_BUDGETS.searchMs} ms`,
        pass:
          median(heavySearch.times) <= SHARED_DIARY_BUDGETS.searchMs &&
          heavySearch.failures.length === 0,
        note: failuresOf(heavySearch) ?? `${heavySearch.times.join(', ')} ms`,
      },
      p95Row(
        `GET ${pagePath}, a one-meal shared diary among ${others.toLocaleString('en')} meals of others`,
        SHARED_DIARY_BUDGETS.oneMealP95Ms,
        lightPage,
      ),
    ];
  } finally {
    await client.close();
  }
}

function failuresOf(timed: TimedPages): string | undefined {
  return timed.failures.length
    ? `failed with ${[...new Set(timed.failures)].join(', ')}`
    : undefined;
}

function p95Row(name: string, budgetMs: number, timed: TimedPages): BudgetRow {
  const p95 = percentile(timed.times, 95);
  return {
    group: 'shared diary',
    name: `${name} (gateway, p95 of ${REQUESTS})`,
    measured: `p95 ${p95} ms`,
    budget: `≤ ${budgetMs} ms`,
    pass: p95 <= budgetMs && timed.failures.length === 0,
    note: failuresOf(timed) ?? `median ${percentile(timed.times, 50)} ms`,
  };
}

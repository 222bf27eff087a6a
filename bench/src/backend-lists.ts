import { MongoClient } from 'mongodb';
import { withBrowser } from './browser';
import { clearDiary, DIARY_SCALE, seedDiary } from './diary-seed';
import { measureFirstRender, renderRow } from './first-render';
import { MEALS_BUDGETS } from './meals-list';
import { signedInContext } from './page-timing';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { median } from './stats';

/**
 * The multi-user case of issue 14 item 7: a heavy user with 10,000 meals,
 * another with 10,000 and a light one with 50, all in one database.
 */
export const BACKEND_SCALE = { heavyMeals: 10_000, otherMeals: 10_000, lightMeals: 50 } as const;
const TOTAL_MEALS = BACKEND_SCALE.heavyMeals + BACKEND_SCALE.otherMeals + BACKEND_SCALE.lightMeals;

const MEAL_CARD = 'ul[aria-label="Meals"] > li';
const PAGE_LOADS = 5;
/** Sequential requests per API row, after one unmeasured warm-up. */
const LIST_REQUESTS = 5;
const SINGLE_REQUESTS = 10;
const LIST_PATH = '/api/meals?limit=50&include=tags';

export interface BackendListOptions {
  gatewayUrl: string;
  diaryUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
  /** What the stack runs on, e.g. `FerretDB on PostgreSQL`: the rows' group. */
  backend: string;
}

/**
 * The diary's list rows on one database backend: the /meals first page in
 * Chromium for the heavy user, and straight to the diary service (no gateway)
 * one page of the heavy and of the light user's list, a read by id and a
 * thumbs update, each timed one request at a time.
 */
export async function runBackendListBench(options: BackendListOptions): Promise<BudgetRow[]> {
  const heavy = signBenchToken(options.privateKeyFile);
  const light = signBenchToken(options.privateKeyFile);
  const other = benchUserId(signBenchToken(options.privateKeyFile));
  const mealId = await seedUsers(options, [benchUserId(heavy), other, benchUserId(light)]);

  const render = await withBrowser((browser) =>
    measureFirstRender({
      url: `${options.gatewayUrl}/meals`,
      selector: MEAL_CARD,
      apiPathname: '/api/meals',
      loads: PAGE_LOADS,
      openContext: () => signedInContext(browser, heavy, options.gatewayUrl),
    }),
  );
  const api = (token: string, path: string, requests: number, init: RequestInit = {}) =>
    timeRequests(`${options.diaryUrl}${path}`, token, requests, init);
  const heavyList = await api(heavy, LIST_PATH, LIST_REQUESTS);
  const lightList = await api(light, LIST_PATH, SINGLE_REQUESTS);
  const byId = await api(heavy, `/api/meals/${mealId}`, SINGLE_REQUESTS);
  const thumbs = await api(heavy, `/api/meals/${mealId}/thumbs`, SINGLE_REQUESTS, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ isThumbsUp: true }),
  });

  const group = options.backend;
  const inDatabase = `${TOTAL_MEALS.toLocaleString('en')} meals in the database`;
  return [
    renderRow(
      {
        group,
        name: `/meals first page rendered (${BACKEND_SCALE.heavyMeals.toLocaleString('en')} meals, ${inDatabase})`,
        budgetMs: MEALS_BUDGETS.firstPageMs,
        loads: PAGE_LOADS,
      },
      render,
    ),
    apiRow(
      group,
      `GET ${LIST_PATH}, user with ${BACKEND_SCALE.heavyMeals.toLocaleString('en')} meals`,
      heavyList,
    ),
    apiRow(group, `GET ${LIST_PATH}, user with ${BACKEND_SCALE.lightMeals} meals`, lightList),
    apiRow(group, 'GET /api/meals/:id', byId),
    apiRow(group, 'PUT /api/meals/:id/thumbs', thumbs),
  ];
}

/** Seeds the three users afresh; answers the id of one of the heavy user's meals. */
async function seedUsers(
  options: BackendListOptions,
  [heavyUser, otherUser, lightUser]: [string, string, string],
): Promise<string> {
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    const started = Date.now();
    await clearDiary(db);
    const { mealIds } = await seedDiary(db, heavyUser, {
      ...DIARY_SCALE,
      meals: BACKEND_SCALE.heavyMeals,
    });
    await seedDiary(db, otherUser, { ...DIARY_SCALE, meals: BACKEND_SCALE.otherMeals });
    await seedDiary(db, lightUser, { meals: BACKEND_SCALE.lightMeals, restaurants: 10, tags: 5 });
    console.log(
      `${options.backend}: seeded ${TOTAL_MEALS.toLocaleString('en')} meals of three users in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return mealIds[Math.floor(mealIds.length / 2)]!.toHexString();
  } finally {
    await client.close();
  }
}

interface Timed {
  times: number[];
  failures: string[];
}

async function timeRequests(
  url: string,
  token: string,
  requests: number,
  init: RequestInit,
): Promise<Timed> {
  const result: Timed = { times: [], failures: [] };
  const send = async () => {
    const started = performance.now();
    const response = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) result.failures.push(String(response.status));
    return performance.now() - started;
  };
  await send();
  for (let i = 0; i < requests; i++) result.times.push(Math.round(await send()));
  return result;
}

function apiRow(group: string, name: string, { times, failures }: Timed): BudgetRow {
  return {
    group,
    name: `${name} (diary, direct)`,
    measured: `median ${median(times)} ms`,
    budget: 'reference',
    pass: failures.length === 0,
    note: failures.length
      ? `failed with ${failures.join(', ')}`
      : `${times.length} requests one at a time: ${times.join(', ')} ms`,
  };
}

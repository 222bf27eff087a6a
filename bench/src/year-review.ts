import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '@dd/orchestrator';
import { MongoClient } from 'mongodb';
import { withBrowser } from './browser';
import { clearDiary, DIARY_SCALE, seedDiary } from './diary-seed';
import { measureFirstRender, renderRow } from './first-render';
import { signedInContext } from './page-timing';
import { formatKb, type BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { percentile } from './stats';

/** Issue 44 budgets: the year in food at 10,000 meals over five years, and for one meal. */
export const REVIEW_BUDGETS = {
  apiP95Ms: 150,
  oneMealP95Ms: 40,
  firstScreenMs: 1_000,
  routeJsBytes: 40_000,
} as const;

export const REVIEW_SCALE = { meals: 10_000, restaurants: 800, years: 5 } as const;

/** The year measured: a whole one in the middle of the seeded five (2022–2026). */
const YEAR = 2024;
const REQUESTS = 40;
const PAGE_LOADS = 5;
const FIRST_SCREEN = 'section[aria-labelledby="review-glance"] dl';
const DAYS = Math.floor(REVIEW_SCALE.years * 365.25);

const spreadOverYears = (index: number) =>
  new Date(Date.UTC(2022, 0, 1) + ((index * 7919) % DAYS) * 86_400_000).toISOString().slice(0, 10);
const CURRENCIES = ['USD', 'USD', 'USD', 'EUR'];
const somePrice = (index: number) =>
  index % 3 === 0 ? null : { amount: 5 + (index % 40), currency: CURRENCIES[index % 4]! };

export interface ReviewBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
}

interface Timed {
  /** The first request: the figures computed from the meals and cached. */
  first: number;
  times: number[];
  failures: string[];
}

/** The first request, then REQUESTS more one after another, each timed to its last byte. */
async function timeReview(gatewayUrl: string, token: string, year: number): Promise<Timed> {
  const failures: string[] = [];
  const send = async () => {
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/api/meals/review/${year}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { meals?: number };
    if (!response.ok) failures.push(String(response.status));
    else if (!(Number(body.meals) > 0)) failures.push('no meals counted');
    return Math.round(performance.now() - started);
  };
  const first = await send();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await send());
  return { first, times, failures };
}

function apiRow(name: string, budgetMs: number, timed: Timed): BudgetRow {
  const p95 = percentile(timed.times, 95);
  return {
    group: 'review',
    name: `${name} (gateway, p95 of ${REQUESTS})`,
    measured: `p95 ${p95} ms`,
    budget: `≤ ${budgetMs} ms`,
    pass: p95 <= budgetMs && timed.failures.length === 0,
    note: timed.failures.length
      ? `failed with ${timed.failures.join(', ')}`
      : `first (computed) ${timed.first} ms, then median ${percentile(timed.times, 50)} ms`,
  };
}

/** The gzip bytes of the review route's own chunk's scripts, from the meals remote's build. */
function routeJsRow(): BudgetRow {
  const dist = join(repoRoot, 'mfe-meals', 'dist');
  const named = JSON.parse(readFileSync(join(dist, 'named-chunks.json'), 'utf8')) as {
    chunks: Record<string, string[]>;
  };
  const files = named.chunks['year-review-page'] ?? [];
  const size = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  const js = files.filter((file) => file.endsWith('.js'));
  const css = files.filter((file) => file.endsWith('.css'));
  const bytes = js.reduce((total, file) => total + size(file), 0);
  return {
    group: 'review',
    name: 'The review route’s own JS (chunk year-review-page)',
    measured: js.length ? `${formatKb(bytes)} gzip` : 'no chunk',
    budget: `≤ ${formatKb(REVIEW_BUDGETS.routeJsBytes)} gzip`,
    pass: js.length > 0 && bytes <= REVIEW_BUDGETS.routeJsBytes,
    note: `${js.join(', ')}; its CSS ${formatKb(css.reduce((total, file) => total + size(file), 0))} gzip`,
  };
}

/**
 * GET /api/meals/review/:year through the gateway at 10,000 meals over five
 * years at 800 restaurants (another user as many) and for a one-meal user,
 * the page's first screen in Chromium, and the route's own JS.
 */
export async function runYearReviewBench(options: ReviewBenchOptions): Promise<BudgetRow[]> {
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    await clearDiary(db);
    const token = signBenchToken(options.privateKeyFile);
    const oneMeal = signBenchToken(options.privateKeyFile);
    const started = Date.now();
    const heavy = {
      ...DIARY_SCALE,
      meals: REVIEW_SCALE.meals,
      restaurants: REVIEW_SCALE.restaurants,
      mealTagEvery: 3,
      mealDate: spreadOverYears,
      mealPrice: somePrice,
    };
    await seedDiary(db, benchUserId(token), heavy);
    await seedDiary(db, benchUserId(signBenchToken(options.privateKeyFile)), heavy);
    await seedDiary(db, benchUserId(oneMeal), {
      meals: 1,
      restaurants: 1,
      tags: 1,
      mealDate: () => `${YEAR}-06-15`,
    });
    console.log(
      `review: seeded ${2 * REVIEW_SCALE.meals + 1} meals in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const rows = [
      apiRow(
        `GET /api/meals/review/${YEAR}, ${REVIEW_SCALE.meals} meals over ${REVIEW_SCALE.years} years at ${REVIEW_SCALE.restaurants} restaurants`,
        REVIEW_BUDGETS.apiP95Ms,
        await timeReview(options.gatewayUrl, token, YEAR),
      ),
      apiRow(
        `GET /api/meals/review/${YEAR}, a user with one meal`,
        REVIEW_BUDGETS.oneMealP95Ms,
        await timeReview(options.gatewayUrl, oneMeal, YEAR),
      ),
    ];
    const render = await withBrowser((browser) =>
      measureFirstRender({
        url: `${options.gatewayUrl}/meals/review/${YEAR}`,
        selector: FIRST_SCREEN,
        apiPathname: `/api/meals/review/${YEAR}`,
        loads: PAGE_LOADS,
        openContext: () => signedInContext(browser, token, options.gatewayUrl),
      }),
    );
    rows.push(
      renderRow(
        {
          group: 'review',
          name: `/meals/review/${YEAR} first screen, desktop (${REVIEW_SCALE.meals} meals)`,
          budgetMs: REVIEW_BUDGETS.firstScreenMs,
          loads: PAGE_LOADS,
        },
        render,
      ),
      routeJsRow(),
    );
    return rows;
  } finally {
    await client.close();
  }
}

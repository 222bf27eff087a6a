import { MongoClient, type Db } from 'mongodb';
import type { Browser } from 'playwright-core';
import { withBrowser } from './browser';
import { clearDiary, DIARY_SCALE, seedDiary } from './diary-seed';
import { measureFirstRender, renderRow } from './first-render';
import { photoLikeJpeg, upload, variantReady } from './media-pipeline';
import { inFreshContexts, signedInContext } from './page-timing';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { inParallel, median } from './stats';
import { cumulativeLayoutShift, largestShifts, observeVitals, readVitals } from './web-vitals';

/** Issue 11 and the architecture's §6 budgets of /meals. */
export const MEALS_BUDGETS = {
  firstPageMs: 1_500,
  searchMs: 1_500,
  largestContentfulPaintMs: 1_000,
  /** The same page on a CPU four times slower (Chromium's throttling), as a mid-range phone. */
  throttledLargestContentfulPaintMs: 2_500,
  cumulativeLayoutShift: 0.1,
  longTaskMs: 200,
} as const;

/**
 * The LCP is measured with a 500-meal diary; the first page and the scroll
 * with 10,000 meals for the user and as many for another one in the database.
 */
export const MEALS_SCALE = { lcpMeals: 500, meals: 10_000, otherMeals: 10_000, scrolled: 1_000 };

/** A rendered meal card (MealGrid). */
const MEAL_CARD = 'ul[aria-label="Meals"] > li';
const PAGE_LOADS = 5;
/** Distinct uploaded photos the seeded meals share, so cards show real images and variants. */
const PHOTOS = 8;
const PHOTO_SIZE = { width: 1600, height: 1200 } as const;
const UPLOAD_CONCURRENCY = 2;
/** A fast flick of the wheel: 600 px every 100 ms. */
const WHEEL_STEP_PX = 600;
const WHEEL_PAUSE_MS = 100;
/** Pages of 24 arrive at the diary's pace; give up scrolling after this long. */
const SCROLL_DEADLINE_MS = 240_000;
const RENDER_TIMEOUT_MS = 15_000;
/** A dish word of the seeded names (diary-seed's DISHES): one meal in eight matches. */
const SEARCH_TEXT = 'ramen';
const SEARCH_RUNS = 5;
const QUERY_RUNS = 3;
/** Issue 11: LCP again with the page's CPU slowed down this many times. */
const CPU_SLOWDOWN = 4;

export interface MealsBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
}

/**
 * /meals in Chromium against the running stack: Largest Contentful Paint
 * with 500 meals, then with 10,000 meals (20,000 in the database) the first
 * page rendered, and one scroll through 1,000 meals for layout shifts and
 * long tasks. Meals are seeded straight into the database (seedDiary) and
 * share a few photos uploaded through the media pipeline.
 */
export async function runMealsListBench(options: MealsBenchOptions): Promise<BudgetRow[]> {
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    await clearDiary(db);
    const lcpToken = signBenchToken(options.privateKeyFile);
    const photos = await uploadPhotos(options.gatewayUrl, lcpToken);
    const mealImageUrl = (i: number) => photos[i % photos.length]!;

    await timedSeed(`${MEALS_SCALE.lcpMeals} meals`, () =>
      seedDiary(db, benchUserId(lcpToken), {
        meals: MEALS_SCALE.lcpMeals,
        restaurants: 50,
        tags: 20,
        mealImageUrl,
      }),
    );
    const { paints, throttledPaints } = await withBrowser(async (browser) => ({
      paints: await measurePaints(browser, `${options.gatewayUrl}/meals`, lcpToken),
      throttledPaints: await measurePaints(
        browser,
        `${options.gatewayUrl}/meals`,
        lcpToken,
        CPU_SLOWDOWN,
      ),
    }));

    const token = signBenchToken(options.privateKeyFile);
    await clearDiary(db);
    await timedSeed(`${MEALS_SCALE.meals} + ${MEALS_SCALE.otherMeals} meals of two users`, () =>
      seedLargeDiaries(
        db,
        [benchUserId(token), benchUserId(signBenchToken(options.privateKeyFile))],
        mealImageUrl,
      ),
    );
    const userId = benchUserId(token);
    const database = await timeFirstPageQuery(db, userId);
    const search = await timeSearch(options.gatewayUrl, token);
    const { render, scroll } = await withBrowser(async (browser) => ({
      render: await measureFirstRender({
        url: `${options.gatewayUrl}/meals`,
        selector: MEAL_CARD,
        apiPathname: '/api/meals',
        loads: PAGE_LOADS,
        openContext: () => signedInContext(browser, token, options.gatewayUrl),
      }),
      scroll: await scrollThroughMeals(browser, `${options.gatewayUrl}/meals`, token),
    }));

    const firstPage = renderRow(
      {
        group: 'meals',
        name: `/meals first page rendered (${MEALS_SCALE.meals} meals, ${MEALS_SCALE.meals + MEALS_SCALE.otherMeals} in the database)`,
        budgetMs: MEALS_BUDGETS.firstPageMs,
        loads: PAGE_LOADS,
      },
      render,
    );
    return [
      { ...firstPage, note: `${firstPage.note ?? ''}; ${databaseNote(database)}` },
      searchRow(search, database),
      lcpRow(paints),
      lcpRow(throttledPaints, CPU_SLOWDOWN),
      clsRow(scroll, paints),
      longTaskRow(scroll),
    ];
  } finally {
    await client.close();
  }
}

/** The database's own share of a first page, in ms (medians of QUERY_RUNS). */
interface DatabaseTimes {
  /** The query the service sends: the newest month of the user's calendar. */
  newestMonthMs: number;
  /** The same page as one query over the whole diary, as the list read before its calendar. */
  wholeDiaryMs: number;
}

/**
 * The list's first-page query sent straight to the database, without the
 * service: how much of a page is the database's own work. FerretDB 1.x pushes
 * neither sorts nor ranges down (on SQLite not even the owner filter), so it
 * reads and sorts every candidate meal: the service reads one month at a
 * time by equality on `month`, which FerretDB on PostgreSQL filters in SQL.
 * MongoDB serves both from the { diaryId, date, createdAt, _id } index (the
 * personal diary's id is the user's).
 */
async function timeFirstPageQuery(db: Db, userId: string): Promise<DatabaseTimes> {
  const newestFirst = { date: -1, createdAt: -1, _id: -1 } as const;
  const [newest] = await db
    .collection('mealMonths')
    .find({ userId })
    .sort({ month: -1 })
    .limit(1)
    .toArray();
  const month = String(newest?.month);
  const medianOf = async (query: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let run = 0; run < QUERY_RUNS; run++) {
      const started = performance.now();
      await query();
      times.push(Math.round(performance.now() - started));
    }
    return median(times);
  };
  const meals = db.collection('meals');
  return {
    newestMonthMs: await medianOf(() =>
      meals
        .find({
          diaryId: userId,
          month,
          $and: [{ date: { $gte: `${month}-01`, $lte: `${month}-31` } }],
        })
        .sort(newestFirst)
        .limit(25)
        .toArray(),
    ),
    wholeDiaryMs: await medianOf(() =>
      meals.find({ diaryId: userId }).sort(newestFirst).limit(25).toArray(),
    ),
  };
}

function databaseNote({ newestMonthMs, wholeDiaryMs }: DatabaseTimes): string {
  return `the first-page query alone, straight to the database: ${newestMonthMs} ms (the newest month; over the whole diary it would take ${wholeDiaryMs} ms)`;
}

interface SearchTimes {
  times: number[];
  matches: number;
  error?: string;
}

/** `GET /api/meals?q=…` as the search box sends it, through the gateway, one after another. */
async function timeSearch(gatewayUrl: string, token: string): Promise<SearchTimes> {
  const url = `${gatewayUrl}/api/meals?limit=24&include=tags&q=${SEARCH_TEXT}`;
  const times: number[] = [];
  let matches = 0;
  for (let run = 0; run < SEARCH_RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (!response.ok)
      return { times, matches, error: `search answered ${response.status}: ${body.slice(0, 120)}` };
    times.push(Math.round(performance.now() - started));
    matches = (JSON.parse(body) as unknown[]).length;
  }
  return { times, matches };
}

function searchRow(search: SearchTimes, database: DatabaseTimes): BudgetRow {
  const measured = search.times.length === SEARCH_RUNS && !search.error;
  const answer = median(search.times);
  return {
    group: 'meals',
    name: `/api/meals search '${SEARCH_TEXT}' answered (${MEALS_SCALE.meals} meals, by name, restaurant or tag)`,
    measured: measured ? `median ${answer} ms` : 'not measured',
    budget: `≤ ${MEALS_BUDGETS.searchMs} ms`,
    pass: measured && search.matches > 0 && answer <= MEALS_BUDGETS.searchMs,
    note: measured
      ? `${SEARCH_RUNS} requests: ${search.times.join(', ')} ms, ${search.matches} meals on the first page; ${databaseNote(database)}`
      : search.error,
  };
}

async function timedSeed(what: string, seed: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await seed();
  console.log(`meals: seeded ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Each user gets DIARY_SCALE's restaurants and tags with their meals. */
async function seedLargeDiaries(
  db: Db,
  [user, other]: [string, string],
  mealImageUrl: (i: number) => string,
): Promise<void> {
  await seedDiary(db, user, { ...DIARY_SCALE, meals: MEALS_SCALE.meals, mealImageUrl });
  await seedDiary(db, other, { ...DIARY_SCALE, meals: MEALS_SCALE.otherMeals, mealImageUrl });
}

/** Uploads PHOTOS camera-sized JPEGs and waits until their resized variants are served. */
export async function uploadPhotos(gatewayUrl: string, token: string): Promise<string[]> {
  return inParallel(
    Array.from({ length: PHOTOS }, (_, i) => i),
    UPLOAD_CONCURRENCY,
    async (i) => {
      const fileUrl = await upload(
        gatewayUrl,
        token,
        await photoLikeJpeg(i, PHOTO_SIZE.width, PHOTO_SIZE.height),
      );
      await variantReady(gatewayUrl, fileUrl);
      return fileUrl;
    },
  );
}

interface Paint {
  lcp: number;
  element: string;
  cls: number;
  /** The largest shifts and what moved. */
  shifts: string;
}

/**
 * Largest Contentful Paint and layout shift of fresh loads, read once the
 * images have arrived; with `cpuSlowdown`, Chromium runs the page's CPU work
 * that many times slower.
 */
async function measurePaints(browser: Browser, url: string, token: string, cpuSlowdown = 1) {
  return inFreshContexts(
    PAGE_LOADS,
    () => signedInContext(browser, token, url),
    async (page): Promise<Paint> => {
      if (cpuSlowdown > 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      }
      await observeVitals(page);
      await page.goto(url);
      await page.waitForSelector(MEAL_CARD, { timeout: RENDER_TIMEOUT_MS });
      await page.waitForLoadState('networkidle');
      const vitals = await readVitals(page);
      if (!vitals.lcp) throw new Error('no largest-contentful-paint entry');
      return {
        lcp: Math.round(vitals.lcp.time),
        element: vitals.lcp.element,
        cls: cumulativeLayoutShift(vitals.layoutShifts),
        shifts: largestShifts(vitals.layoutShifts),
      };
    },
  );
}

interface ScrollRun {
  /** Cards rendered when the scroll stopped. */
  cards: number;
  /** Whether card MEALS_SCALE.scrolled came into view before the deadline. */
  reached: boolean;
  seconds: number;
  cls: number;
  shifts: string;
  /** Long tasks from the start of the scroll on (ms). */
  longTasks: number[];
  /** Long tasks while the page loaded, before the scroll (ms). */
  loadLongTasks: number[];
  error?: string;
}

/**
 * One fresh load of /meals, then the wheel turned until the 1,000th meal is
 * in view, the next pages loading as the grid's sentinel comes near.
 */
async function scrollThroughMeals(
  browser: Browser,
  url: string,
  token: string,
): Promise<ScrollRun> {
  const run = await inFreshContexts(
    1,
    () => signedInContext(browser, token, url),
    async (page): Promise<ScrollRun> => {
      await observeVitals(page);
      await page.goto(url);
      await page.waitForSelector(MEAL_CARD, { timeout: RENDER_TIMEOUT_MS });
      const scrollStart = await page.evaluate(() => performance.now());
      await page.mouse.move(640, 360);
      const deadline = Date.now() + SCROLL_DEADLINE_MS;
      let reached = false;
      while (!reached && Date.now() < deadline) {
        await page.mouse.wheel(0, WHEEL_STEP_PX);
        await page.waitForTimeout(WHEEL_PAUSE_MS);
        reached = await page.evaluate(
          ({ selector, count }) => {
            const card = document.querySelectorAll(selector)[count - 1];
            return card !== undefined && card.getBoundingClientRect().top < window.innerHeight;
          },
          { selector: MEAL_CARD, count: MEALS_SCALE.scrolled },
        );
      }
      const seconds = ((await page.evaluate(() => performance.now())) - scrollStart) / 1000;
      const vitals = await readVitals(page);
      const duringScroll = (task: { startTime: number }) => task.startTime >= scrollStart;
      return {
        cards: await page.locator(MEAL_CARD).count(),
        reached,
        seconds,
        cls: cumulativeLayoutShift(vitals.layoutShifts),
        shifts: largestShifts(vitals.layoutShifts),
        longTasks: vitals.longTasks.filter(duringScroll).map((task) => Math.round(task.duration)),
        loadLongTasks: vitals.longTasks
          .filter((task) => !duringScroll(task))
          .map((task) => Math.round(task.duration)),
      };
    },
  );
  return (
    run.results[0] ?? {
      cards: 0,
      reached: false,
      seconds: 0,
      cls: 0,
      shifts: '',
      longTasks: [],
      loadLongTasks: [],
      error: run.error,
    }
  );
}

function lcpRow(
  { results, error }: { results: Paint[]; error?: string },
  cpuSlowdown = 1,
): BudgetRow {
  const measured = results.length === PAGE_LOADS && !error;
  const lcp = median(results.map((paint) => paint.lcp));
  const elements = [...new Set(results.map((paint) => paint.element))];
  const budgetMs =
    cpuSlowdown > 1
      ? MEALS_BUDGETS.throttledLargestContentfulPaintMs
      : MEALS_BUDGETS.largestContentfulPaintMs;
  return {
    group: 'meals',
    name: `/meals Largest Contentful Paint (${MEALS_SCALE.lcpMeals} meals${cpuSlowdown > 1 ? `, CPU ${cpuSlowdown}× slower` : ''})`,
    measured: measured ? `median ${lcp} ms` : 'not measured',
    budget: `≤ ${budgetMs} ms`,
    pass: measured && lcp <= budgetMs,
    note: measured
      ? `${PAGE_LOADS} fresh loads: ${results.map((paint) => paint.lcp).join(', ')} ms; LCP element ${elements.join(' / ')}`
      : error,
  };
}

function clsRow(scroll: ScrollRun, paints: { results: Paint[] }): BudgetRow {
  const loadOnly = paints.results.map((paint) => paint.cls.toFixed(3));
  return {
    group: 'meals',
    name: `/meals CLS, loading and scrolling ${MEALS_SCALE.scrolled} meals`,
    measured: scroll.error ? 'not measured' : scroll.cls.toFixed(3),
    budget: `≤ ${MEALS_BUDGETS.cumulativeLayoutShift}`,
    pass: !scroll.error && scroll.reached && scroll.cls <= MEALS_BUDGETS.cumulativeLayoutShift,
    note:
      scroll.error ??
      `${scrollNote(scroll)}; largest shifts ${scroll.shifts || 'none'}; ` +
        `loads alone (${MEALS_SCALE.lcpMeals} meals): ${loadOnly.join(', ')}`,
  };
}

function longTaskRow(scroll: ScrollRun): BudgetRow {
  const longest = Math.max(0, ...scroll.longTasks);
  return {
    group: 'meals',
    name: `longest task while scrolling ${MEALS_SCALE.scrolled} meals`,
    measured: scroll.error ? 'not measured' : `${longest} ms`,
    budget: `≤ ${MEALS_BUDGETS.longTaskMs} ms`,
    pass: !scroll.error && scroll.reached && longest <= MEALS_BUDGETS.longTaskMs,
    note:
      scroll.error ??
      `${scrollNote(scroll)}; ${scroll.longTasks.length} long tasks (> 50 ms) while scrolling, ` +
        `${scroll.longTasks.filter((ms) => ms > MEALS_BUDGETS.longTaskMs).length} over ${MEALS_BUDGETS.longTaskMs} ms; ` +
        `while loading: ${scroll.loadLongTasks.join(', ') || 'none'} ms`,
  };
}

function scrollNote(scroll: ScrollRun): string {
  return scroll.reached
    ? `${scroll.cards} cards in ${scroll.seconds.toFixed(1)} s of scrolling`
    : `stopped at ${scroll.cards} cards after ${scroll.seconds.toFixed(1)} s`;
}

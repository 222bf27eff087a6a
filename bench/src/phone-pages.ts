import { MongoClient } from 'mongodb';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PAINT_MARKS } from '@dd/contracts';
import { withBrowser } from './browser';
import { clearDiary, seedDiary } from './diary-seed';
import { FLOOR_MARK, startFloorServer } from './floor-page';
import { uploadPhotos } from './meals-list';
import { inFreshContexts, signedInContext, signInContext } from './page-timing';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { median } from './stats';
import { cumulativeLayoutShift, observeVitals, readVitals } from './web-vitals';

/** Issue 25: what a phone on a mobile network waits for, and the desktop's first meal card. */
export const PHONE_BUDGETS = {
  landingLcpMs: 1_200,
  firstMealCardMs: 1_600,
  mealNotesMs: 1_600,
  repeatMealsMs: 900,
  repeatMealMs: 900,
  /** Issue 28: the same repeat visit, which the service worker serves. */
  serviceWorkerRepeatMealsMs: 600,
  /** The first meal card against a plain page that does the same work. */
  floorRatio: 1.5,
  desktopFirstMealCardMs: 500,
} as const;

/**
 * Lighthouse's phone: Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up) and a CPU four times slower, on a 390 × 844 screen.
 */
const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
} as const;

const MEALS = 500;
const LOADS = 5;
const PAINT_TIMEOUT_MS = 30_000;

export interface PhoneBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
}

type PaintWindow = { __benchPaints?: Record<string, number> };

/**
 * The phone group: fresh loads of the landing page, /meals and a meal on the
 * phone profile, repeat visits with the caches warm (HTTP, the service
 * worker, the device's copy of the query cache), a plain page that fetches
 * the same meals (the floor, its loads in turn with /meals'), and /meals on
 * the desktop. Each series starts with one load that is not counted, so the
 * first page of a series does not pay for the services' cold caches. Pages
 * are timed by the Element Timing marks of what a person waits for
 * (`PAINT_MARKS`): the first meal card's name, a meal's notes.
 */
export async function runPhoneBench(options: PhoneBenchOptions): Promise<BudgetRow[]> {
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    await clearDiary(db);
    const token = signBenchToken(options.privateKeyFile);
    const photos = await uploadPhotos(options.gatewayUrl, token);
    const seeded = await seedDiary(db, benchUserId(token), {
      meals: MEALS,
      restaurants: 50,
      tags: 20,
      mealImageUrl: (i) => photos[i % photos.length]!,
    });
    const mealId = seeded.mealIds.at(-1)!.toHexString();
    const url = (path: string) => `${options.gatewayUrl}${path}`;
    return await withBrowser(async (browser) => {
      const phone = (signedIn: boolean) => () =>
        phoneContext(browser, signedIn ? token : null, options.gatewayUrl);
      const landing = await timeFresh(phone(false), url('/'), 'lcp');
      // The floor's loads alternate with /meals', so a machine that slows
      // down for a while slows both sides of the ratio alike.
      const floorServer = await startFloorServer(options.gatewayUrl);
      const [meals, floor] = await timeFreshInTurn([
        { openContext: phone(true), url: url('/meals'), mark: PAINT_MARKS.firstMealCard },
        { openContext: phone(true), url: floorServer.url, mark: FLOOR_MARK },
      ]).finally(() => floorServer.close());
      const meal = await timeFresh(phone(true), url(`/meals/${mealId}`), PAINT_MARKS.mealNotes);
      const repeatMeals = await timeRepeat(phone(true), url('/meals'), PAINT_MARKS.firstMealCard);
      const repeatMeal = await timeRepeat(
        phone(true),
        url(`/meals/${mealId}`),
        PAINT_MARKS.mealNotes,
      );
      const desktop = await timeFresh(
        () => signedInContext(browser, token, options.gatewayUrl),
        url('/meals'),
        PAINT_MARKS.firstMealCard,
      );
      return [
        row('landing / on a phone, Largest Contentful Paint', landing, PHONE_BUDGETS.landingLcpMs),
        row('/meals on a phone, first meal card painted', meals, PHONE_BUDGETS.firstMealCardMs),
        row('/meals/:id on a phone, notes painted', meal, PHONE_BUDGETS.mealNotesMs),
        row(
          '/meals on a phone again (caches warm), first meal card',
          repeatMeals,
          PHONE_BUDGETS.repeatMealsMs,
        ),
        row(
          '/meals on a phone again, served by the service worker (issue 28), first meal card',
          repeatMeals,
          PHONE_BUDGETS.serviceWorkerRepeatMealsMs,
        ),
        row(
          '/meals/:id on a phone again (caches warm), notes',
          repeatMeal,
          PHONE_BUDGETS.repeatMealMs,
        ),
        floorRow(meals, floor),
        row(
          '/meals on the desktop (loopback), first meal card painted',
          desktop,
          PHONE_BUDGETS.desktopFirstMealCardMs,
        ),
      ].map((budget) => ({ ...budget, group: 'phone' }));
    });
  } finally {
    await client.close();
  }
}

async function phoneContext(
  browser: Browser,
  token: string | null,
  gatewayUrl: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  if (token) await signInContext(context, token, gatewayUrl);
  return context;
}

async function throttleAsPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return cdp;
}

/** Records, before the page's scripts run, the first paint of each Element Timing name. */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const paints: Record<string, number> = {};
    (window as PaintWindow).__benchPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { identifier, renderTime, loadTime } = entry as PerformanceEntry & {
          identifier: string;
          renderTime: number;
          loadTime: number;
        };
        paints[identifier] ??= renderTime || loadTime;
      }
    }).observe({ type: 'element', buffered: true });
  });
}

interface PaintTimes {
  times: number[];
  /** Largest Contentful Paint and layout shift of each load, beside the mark. */
  lcps: number[];
  shifts: number[];
  error?: string;
}

/** `mark` (an Element Timing name, or 'lcp') of the page at `url`, on `page`, after navigation. */
async function paintOf(page: Page, url: string, mark: string): Promise<[number, number, number]> {
  await page.goto(url);
  const time = await page
    .waitForFunction(
      (name) => (name === 'lcp' ? undefined : (window as PaintWindow).__benchPaints?.[name]),
      mark,
      { timeout: PAINT_TIMEOUT_MS },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(async (error: unknown) => {
      if (mark !== 'lcp') throw error;
      await page.waitForLoadState('networkidle');
      return 0;
    });
  const vitals = await readVitals(page);
  const lcp = vitals.lcp?.time ?? 0;
  return [
    Math.round(mark === 'lcp' ? lcp : time),
    Math.round(lcp),
    cumulativeLayoutShift(vitals.layoutShifts),
  ];
}

interface PageToTime {
  openContext: () => Promise<BrowserContext>;
  url: string;
  mark: string;
  /** Run on the page before it is timed (a first visit, for a repeat one). */
  prepare?: (page: Page) => Promise<void>;
}

async function timeLoad(
  page: Page,
  { url, mark, prepare }: PageToTime,
): Promise<[number, number, number]> {
  await prepare?.(page);
  await recordPaints(page);
  await observeVitals(page);
  if (page.viewportSize()?.width === PHONE.viewport.width) await throttleAsPhone(page);
  return paintOf(page, url, mark);
}

/**
 * `LOADS` fresh loads of each of `pages`, in turn (one of each, then again),
 * after one load of each that is not counted: the browser is cold on every
 * load, the gateway and the services are not, as a serving one's are not.
 */
async function timeFreshInTurn(pages: readonly PageToTime[]): Promise<PaintTimes[]> {
  const results = pages.map((): PaintTimes => ({ times: [], lcps: [], shifts: [] }));
  for (let load = -1; load < LOADS; load++) {
    for (const [i, toTime] of pages.entries()) {
      const result = results[i]!;
      if (result.error) continue;
      const runs = await inFreshContexts(1, toTime.openContext, (page) => timeLoad(page, toTime));
      if (runs.error)
        result.error = runs.error.replace(
          'run 1',
          load < 0 ? 'the load before the runs' : `run ${load + 1}`,
        );
      if (load < 0) continue;
      for (const [time, lcp, shift] of runs.results) {
        result.times.push(time);
        result.lcps.push(lcp);
        result.shifts.push(shift);
      }
    }
  }
  return results;
}

async function timeFresh(
  openContext: () => Promise<BrowserContext>,
  url: string,
  mark: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<PaintTimes> {
  const [times] = await timeFreshInTurn([{ openContext, url, mark, prepare }]);
  return times!;
}

/**
 * A second visit in the same context: the first load, unthrottled, fills the
 * HTTP cache, installs the service worker (waited for until it is active and
 * has stored what the app uses) and the device's copy of the query cache.
 */
async function timeRepeat(
  openContext: () => Promise<BrowserContext>,
  url: string,
  mark: string,
): Promise<PaintTimes> {
  return timeFresh(openContext, url, mark, async (page) => {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.state === 'activated',
      undefined,
      { timeout: PAINT_TIMEOUT_MS },
    );
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
  });
}

function row(name: string, paint: PaintTimes, budgetMs: number): BudgetRow {
  const measured = paint.times.length === LOADS && !paint.error;
  const value = median(paint.times);
  return {
    group: 'phone',
    name,
    measured: measured ? `median ${value} ms` : 'not measured',
    budget: `≤ ${budgetMs} ms`,
    pass: measured && value <= budgetMs,
    note: measured
      ? `${LOADS} loads: ${paint.times.join(', ')} ms; LCP median ${median(paint.lcps)} ms, CLS max ${Math.max(...paint.shifts).toFixed(3)}`
      : paint.error,
  };
}

function floorRow(meals: PaintTimes, floor: PaintTimes): BudgetRow {
  const measured = meals.times.length === LOADS && floor.times.length === LOADS;
  const ratio = median(meals.times) / Math.max(1, median(floor.times));
  return {
    group: 'phone',
    name: '/meals first meal card against the floor (a plain page fetching the same meals)',
    measured: measured ? `${ratio.toFixed(2)}×` : 'not measured',
    budget: `≤ ${PHONE_BUDGETS.floorRatio}×`,
    pass: measured && ratio <= PHONE_BUDGETS.floorRatio,
    note: measured
      ? `floor median ${median(floor.times)} ms (${floor.times.join(', ')} ms); loaded in turn with /meals; its HTML and API request cross the same throttled network`
      : (floor.error ?? meals.error),
  };
}

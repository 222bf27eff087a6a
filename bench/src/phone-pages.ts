import { MongoClient } from 'mongodb';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
} from 'playwright-core';
import { PAINT_MARKS } from '@dd/contracts';
import { withBrowser } from './browser';
import { clearDiary, seedDiary } from './diary-seed';
import { FLOOR_MARK, startFloorServer } from './floor-page';
import { uploadPhotos } from './meals-list';
import { inFreshContexts, signedInContext, signInContext, type FreshRuns } from './page-timing';
import {
  LINK_TIMEOUT_MS,
  scriptBytes,
  TAP_INTERVAL_MS,
  timeFirstWorkingTap,
  timeLinkTap,
  type FirstWorkingTap,
  type LinkTap,
  type ScriptBytes,
  type TapTarget,
} from './phone-taps';
import { formatKb, type BudgetRow } from './report';
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
  /** Issue 42: a tap at first paint works. The first meal card's link, tapped as it paints: its meal's URL. */
  cardLinkTapMs: 1_200,
  /** The first tap (one every 150 ms from first paint) that opens a card's menu or presses a thumb. */
  mealsFirstWorkingTapMs: 1_800,
  mealFirstWorkingTapMs: 1_800,
  restaurantsFirstWorkingTapMs: 1_800,
  /** /meals' first working tap against the floor's first paint. */
  tapFloorRatio: 2,
  /** Script bytes on the wire until the page is idle (1 KB = 1000 bytes). */
  mealsJsBytes: 150_000,
  landingJsBytes: 100_000,
  desktopFirstWorkingTapMs: 500,
  /** Issue 42: the repeat visit the service worker serves, its first working tap. */
  serviceWorkerRepeatTapMs: 1_000,
  /** Issue 42: /meals opened offline after one online visit, the last-seen list painted. */
  offlineMealsMs: 600,
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

/** The desktop of the bench's desktop rows: loopback, no throttling, a 1280 × 800 window. */
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

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

/** The first card of a list (its name carries `mark`) and its options button (diary-ui's OptionsMenu). */
const firstCardOptions = (mark: string) =>
  `li:has([elementtiming="${mark}"]) button[aria-haspopup="menu"][aria-label^="Options for "]`;
/** The first meal card's name link (MealCard's CardLink). */
const FIRST_MEAL_LINK = `[elementtiming="${PAINT_MARKS.firstMealCard}"] a[href]`;
/** A meal page's thumbs-up button (ThumbsControl, THUMBS_TITLES.meal). */
const MEAL_THUMBS_UP = 'button[aria-label="Would order again"][aria-pressed]';

/**
 * The phone group: fresh loads of the landing page, /meals and a meal on the
 * phone profile, repeat visits with the caches warm (HTTP, the service
 * worker, the device's copy of the query cache), a plain page that fetches
 * the same meals (the floor, its loads in turn with /meals'), and /meals on
 * the desktop. Each series starts with one load that is not counted, so the
 * first page of a series does not pay for the services' cold caches. Pages
 * are timed by the Element Timing marks of what a person waits for
 * (`PAINT_MARKS`): the first meal card's name, a meal's notes.
 *
 * Issue 42's rows tap as a person does, from the first paint of those marks:
 * the first meal card's link once, as it paints (its meal's URL must come);
 * a control every 150 ms until it works (a card's options menu on /meals, in
 * turn with the floor, and /restaurants; the thumbs up on a meal; /meals'
 * menu on the desktop). And the script bytes a cold /meals and the landing
 * page move until the network is idle.
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
      const phone = (signedIn: boolean, contextOptions?: BrowserContextOptions) => () =>
        phoneContext(browser, signedIn ? token : null, options.gatewayUrl, contextOptions);
      const desktop = () =>
        signedInContext(browser, token, options.gatewayUrl, { viewport: DESKTOP.viewport });
      const landing = await timeFresh(phone(false), url('/'), 'lcp');
      // The floor's loads alternate with /meals' (the first meal card, and the
      // first working tap), so a machine that slows down for a while slows
      // both sides of the ratios alike.
      const floorServer = await startFloorServer(options.gatewayUrl);
      const mealsMenu: TapTarget = {
        url: url('/meals'),
        mark: PAINT_MARKS.firstMealCard,
        target: firstCardOptions(PAINT_MARKS.firstMealCard),
        worksWhen: 'menu',
        pointer: 'touch',
      };
      const [mealsRuns, floorRuns, mealsTap] = await inTurn([
        {
          openContext: phone(true),
          measure: (page: Page) =>
            timeLoad(page, { url: url('/meals'), mark: PAINT_MARKS.firstMealCard }),
        },
        {
          openContext: phone(true),
          measure: (page: Page) => timeLoad(page, { url: floorServer.url, mark: FLOOR_MARK }),
        },
        { openContext: phone(true), measure: (page: Page) => firstWorkingTap(page, mealsMenu) },
      ]).finally(() => floorServer.close());
      const meals = paintTimes(mealsRuns);
      const floor = paintTimes(floorRuns);
      const meal = await timeFresh(phone(true), url(`/meals/${mealId}`), PAINT_MARKS.mealNotes);
      const repeatMeals = await timeRepeat(phone(true), url('/meals'), PAINT_MARKS.firstMealCard);
      const repeatMeal = await timeRepeat(
        phone(true),
        url(`/meals/${mealId}`),
        PAINT_MARKS.mealNotes,
      );
      const offlineMeals = await timeOfflineOpen(
        phone(true),
        url('/meals'),
        PAINT_MARKS.firstMealCard,
      );
      const repeatTap = await inTurn([
        {
          openContext: phone(true),
          measure: async (page: Page) => {
            await visitOnce(page, url('/meals'));
            return firstWorkingTap(page, mealsMenu);
          },
        },
      ]);
      const desktopMeals = await timeFresh(
        () => signedInContext(browser, token, options.gatewayUrl),
        url('/meals'),
        PAINT_MARKS.firstMealCard,
      );
      // Issue 42: taps at first paint, the way a person makes them.
      const cardLink = await inTurn([
        {
          openContext: phone(true),
          measure: async (page: Page) =>
            timeLinkTap(page, await inputSession(page), {
              url: url('/meals'),
              mark: PAINT_MARKS.firstMealCard,
              target: FIRST_MEAL_LINK,
              worksWhen: 'url',
              pointer: 'touch',
            }),
        },
      ]);
      const mealTap = await inTurn([
        {
          openContext: phone(true),
          measure: (page: Page) =>
            firstWorkingTap(page, {
              url: url(`/meals/${mealId}`),
              mark: PAINT_MARKS.mealNotes,
              target: MEAL_THUMBS_UP,
              worksWhen: 'pressed',
              pointer: 'touch',
              request: `/api/meals/${mealId}/thumbs`,
            }),
        },
      ]);
      const restaurantsTap = await inTurn([
        {
          openContext: phone(true),
          measure: (page: Page) =>
            firstWorkingTap(page, {
              url: url('/restaurants'),
              mark: PAINT_MARKS.firstRestaurantCard,
              target: firstCardOptions(PAINT_MARKS.firstRestaurantCard),
              worksWhen: 'menu',
              pointer: 'touch',
            }),
        },
      ]);
      const desktopTap = await inTurn([
        {
          openContext: desktop,
          measure: (page: Page) => firstWorkingTap(page, { ...mealsMenu, pointer: 'mouse' }),
        },
      ]);
      // One load each: the bytes do not vary from load to load as times do.
      // Without the service worker, whose fetches (its precache, the chunks
      // it answers for the page) the page's own CDP session does not see.
      const noWorker = { serviceWorkers: 'block' } as const;
      const mealsJs = await inFreshContexts(1, phone(true, noWorker), async (page) =>
        scriptBytes(page, await inputSession(page), url('/meals'), {
          mark: PAINT_MARKS.firstMealCard,
          hydrated: firstCardOptions(PAINT_MARKS.firstMealCard),
        }),
      );
      const landingJs = await inFreshContexts(1, phone(false, noWorker), async (page) =>
        scriptBytes(page, await inputSession(page), url('/'), {
          mark: PAINT_MARKS.landingHero,
          hydrated: `[elementtiming="${PAINT_MARKS.landingHero}"]`,
        }),
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
        tapRow(
          '/meals on a phone again, served by the service worker, first working tap (options menu)',
          repeatTap[0],
          PHONE_BUDGETS.serviceWorkerRepeatTapMs,
        ),
        row(
          '/meals on a phone offline after one online visit, last-seen first meal card',
          offlineMeals,
          PHONE_BUDGETS.offlineMealsMs,
        ),
        floorRow(meals, floor),
        row(
          '/meals on the desktop (loopback), first meal card painted',
          desktopMeals,
          PHONE_BUDGETS.desktopFirstMealCardMs,
        ),
        linkTapRow(
          '/meals on a phone, first meal card tapped at first paint, meal opened',
          cardLink[0],
          PHONE_BUDGETS.cardLinkTapMs,
        ),
        tapRow(
          "/meals on a phone, first working tap (first card's options menu)",
          mealsTap,
          PHONE_BUDGETS.mealsFirstWorkingTapMs,
        ),
        tapRow(
          '/meals/:id on a phone, first working tap (thumbs up)',
          mealTap[0],
          PHONE_BUDGETS.mealFirstWorkingTapMs,
        ),
        tapRow(
          "/restaurants on a phone, first working tap (first card's options menu)",
          restaurantsTap[0],
          PHONE_BUDGETS.restaurantsFirstWorkingTapMs,
        ),
        tapFloorRow(mealsTap, floor),
        bytesRow(
          '/meals on a phone, JS transferred until idle',
          mealsJs,
          PHONE_BUDGETS.mealsJsBytes,
          "the first card's options button",
        ),
        bytesRow(
          'landing / on a phone (signed out), JS transferred until idle',
          landingJs,
          PHONE_BUDGETS.landingJsBytes,
          'the landing heading',
        ),
        tapRow(
          '/meals on the desktop (loopback), first working tap (options menu)',
          desktopTap[0],
          PHONE_BUDGETS.desktopFirstWorkingTapMs,
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
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
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
  /** Timed with no network at all (the phone's CPU still). */
  offline?: boolean;
}

type PaintLoad = [time: number, lcp: number, shift: number];

/** Pages with the phone's viewport are on its network and CPU too; the desktop's are not throttled. */
function isPhone(page: Page): boolean {
  return page.viewportSize()?.width === PHONE.viewport.width;
}

/** A CDP session of `page` to send its taps on, throttled as the phone when it is one. */
async function inputSession(page: Page): Promise<CDPSession> {
  return isPhone(page) ? throttleAsPhone(page) : page.context().newCDPSession(page);
}

async function timeLoad(
  page: Page,
  { url, mark, prepare, offline = false }: Omit<PageToTime, 'openContext'>,
): Promise<PaintLoad> {
  await prepare?.(page);
  await recordPaints(page);
  await observeVitals(page);
  if (offline) {
    await page.context().setOffline(true);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  } else if (isPhone(page)) await throttleAsPhone(page);
  return paintOf(page, url, mark);
}

/** One load of `spec`'s page, tapping its control from first paint until it works. */
async function firstWorkingTap(page: Page, spec: TapTarget): Promise<FirstWorkingTap> {
  return timeFirstWorkingTap(page, await inputSession(page), spec);
}

/** Loads of one page, each in a fresh context, measured by `measure`. */
interface Series<T> {
  openContext: () => Promise<BrowserContext>;
  measure: (page: Page) => Promise<T>;
}

/**
 * `LOADS` fresh loads of each of `series`, in turn (one of each, then again),
 * after one load of each that is not counted: the browser is cold on every
 * load, the gateway and the services are not, as a serving one's are not.
 * A series stops at its first failure.
 */
async function inTurn<T extends readonly unknown[]>(series: {
  readonly [K in keyof T]: Series<T[K]>;
}): Promise<{ [K in keyof T]: FreshRuns<T[K]> }> {
  const all = series as readonly Series<unknown>[];
  const outcomes = all.map((): FreshRuns<unknown> => ({ results: [] }));
  for (let load = -1; load < LOADS; load++) {
    for (const [i, { openContext, measure }] of all.entries()) {
      const outcome = outcomes[i]!;
      if (outcome.error) continue;
      const runs = await inFreshContexts(1, openContext, measure);
      if (runs.error)
        outcome.error = runs.error.replace(
          'run 1',
          load < 0 ? 'the load before the runs' : `run ${load + 1}`,
        );
      else if (load >= 0) outcome.results.push(...runs.results);
    }
  }
  return outcomes as { [K in keyof T]: FreshRuns<T[K]> };
}

function paintTimes({ results, error }: FreshRuns<PaintLoad>): PaintTimes {
  return {
    times: results.map(([time]) => time),
    lcps: results.map(([, lcp]) => lcp),
    shifts: results.map(([, , shift]) => shift),
    error,
  };
}

async function timeFreshInTurn(pages: readonly PageToTime[]): Promise<PaintTimes[]> {
  const runs = await inTurn(
    pages.map(({ openContext, ...toTime }) => ({
      openContext,
      measure: (page: Page) => timeLoad(page, toTime),
    })),
  );
  return runs.map(paintTimes);
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
 * The first visit of a repeat one, unthrottled: it fills the HTTP cache,
 * installs the service worker (waited for until it is active and has stored
 * what the app uses) and the device's copy of the query cache.
 */
async function visitOnce(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { timeout: PAINT_TIMEOUT_MS },
  );
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
}

/** A second visit in the same context, after visitOnce. */
async function timeRepeat(
  openContext: () => Promise<BrowserContext>,
  url: string,
  mark: string,
): Promise<PaintTimes> {
  return timeFresh(openContext, url, mark, (page) => visitOnce(page, url));
}

/** The same second visit with no network: what the device kept. */
async function timeOfflineOpen(
  openContext: () => Promise<BrowserContext>,
  url: string,
  mark: string,
): Promise<PaintTimes> {
  const [times] = await timeFreshInTurn([
    { openContext, url, mark, prepare: (page) => visitOnce(page, url), offline: true },
  ]);
  return times!;
}

/** A row of milliseconds: the median of `times` against `budgetMs`, measured when all LOADS loads ran. */
function msRow(
  name: string,
  times: readonly number[],
  budgetMs: number,
  note: () => string,
  error: string | undefined,
): BudgetRow {
  const measured = times.length === LOADS && !error;
  const value = median(times);
  return {
    group: 'phone',
    name,
    measured: measured ? `median ${value} ms` : 'not measured',
    budget: `≤ ${budgetMs} ms`,
    pass: measured && value <= budgetMs,
    note: measured ? note() : error,
  };
}

function row(name: string, paint: PaintTimes, budgetMs: number): BudgetRow {
  return msRow(
    name,
    paint.times,
    budgetMs,
    () =>
      `${LOADS} loads: ${paint.times.join(', ')} ms; LCP median ${median(paint.lcps)} ms, CLS max ${Math.max(...paint.shifts).toFixed(3)}`,
    paint.error,
  );
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

const medianOf = <T>(results: readonly T[], value: (result: T) => number | undefined) =>
  median(results.map(value).filter((time): time is number => time !== undefined));

/** A first-working-tap row: the median load's tap against `budgetMs`, what came before it in the note. */
function tapRow(name: string, runs: FreshRuns<FirstWorkingTap>, budgetMs: number): BudgetRow {
  const { results, error } = runs;
  const times = results.map((tap) => tap.time);
  const missed = results.reduce((sum, tap) => sum + tap.missed, 0);
  const missing = results.reduce((sum, tap) => sum + tap.missing, 0);
  const requests = results.filter((tap) => tap.requestAt !== undefined).length;
  const hydrated = results.filter((tap) => tap.hydratedAt !== undefined).length;
  const note = () =>
    `${LOADS} loads: ${times.join(', ')} ms; tapped every ${TAP_INTERVAL_MS} ms from first paint (median ${medianOf(results, (tap) => tap.paint)} ms), ` +
    `taps that did nothing before it: ${results.map((tap) => tap.lost).join(', ')}; ` +
    `responded median ${medianOf(results, (tap) => tap.shownAt)} ms; ` +
    (hydrated > 0
      ? `control hydrated median ${medianOf(results, (tap) => tap.hydratedAt)} ms`
      : 'control never seen hydrated') +
    (requests > 0
      ? `; its request sent median ${medianOf(results, (tap) => tap.requestAt)} ms`
      : '') +
    (missed > 0 ? `; ${missed} taps landed beside it` : '') +
    (missing > 0 ? `; ${missing} taps came while it was off the page` : '');
  return msRow(name, times, budgetMs, note, error);
}

/** The card link row: the median load's URL change against `budgetMs`; any lost tap fails it. */
function linkTapRow(name: string, runs: FreshRuns<LinkTap>, budgetMs: number): BudgetRow {
  const { results, error } = runs;
  const measured = results.length === LOADS && !error;
  const lost = results.filter((tap) => tap.time === undefined).length;
  const value = median(results.map((tap) => tap.time ?? Infinity));
  const each = results
    .map((tap) =>
      tap.time === undefined ? 'lost' : `${tap.time} (${tap.inApp ? 'app' : 'page load'})`,
    )
    .join(', ');
  return {
    group: 'phone',
    name,
    measured: !measured
      ? 'not measured'
      : lost > 0
        ? `lost in ${lost} of ${LOADS} loads`
        : `median ${value} ms`,
    budget: `≤ ${budgetMs} ms`,
    pass: measured && lost === 0 && value <= budgetMs,
    note: measured
      ? `${LOADS} loads: ${each} ms to the meal's URL; first paint median ${medianOf(results, (tap) => tap.paint)} ms, ` +
        `tapped median ${medianOf(results, (tap) => tap.tappedAt)} ms; lost: no URL change ${LINK_TIMEOUT_MS / 1000} s after the tap`
      : error,
  };
}

function tapFloorRow(tap: FreshRuns<FirstWorkingTap>, floor: PaintTimes): BudgetRow {
  const measured = tap.results.length === LOADS && !tap.error && floor.times.length === LOADS;
  const ratio = median(tap.results.map((load) => load.time)) / Math.max(1, median(floor.times));
  return {
    group: 'phone',
    name: '/meals first working tap against the floor (a plain page fetching the same meals)',
    measured: measured ? `${ratio.toFixed(2)}×` : 'not measured',
    budget: `≤ ${PHONE_BUDGETS.tapFloorRatio}×`,
    pass: measured && ratio <= PHONE_BUDGETS.tapFloorRatio,
    note: measured
      ? `floor median ${median(floor.times)} ms (its first name painted); loaded in turn with /meals`
      : (floor.error ?? tap.error),
  };
}

/** A JS bytes row, with what had arrived by the time `hydrated` (the first control) was hydrated. */
function bytesRow(
  name: string,
  runs: FreshRuns<ScriptBytes>,
  budgetBytes: number,
  hydrated: string,
): BudgetRow {
  const load = runs.results[0];
  const largest = [...(load?.scripts ?? [])]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .map((script) => `${script.path} ${formatKb(script.bytes)}`)
    .join(', ');
  const before =
    load?.hydratedAt === undefined
      ? []
      : load.scripts.filter((script) => script.finishedAt <= load.hydratedAt!);
  return {
    group: 'phone',
    name,
    measured: load ? formatKb(load.total) : 'not measured',
    budget: `≤ ${formatKb(budgetBytes)}`,
    pass: !!load && load.total <= budgetBytes,
    note: load
      ? `${load.scripts.length} scripts (CDP encodedDataLength, one cold load to network idle, service worker blocked); ` +
        (load.hydratedAt === undefined
          ? `${hydrated} never seen hydrated; `
          : `${before.length} of them, ${formatKb(before.reduce((sum, script) => sum + script.bytes, 0))}, had arrived when ${hydrated} hydrated at ${load.hydratedAt} ms; `) +
        `largest: ${largest}`
      : runs.error,
  };
}

import { MongoClient, type Db } from 'mongodb';
import type { Page } from 'playwright-core';
import { withBrowser } from './browser';
import { clearDiary, seedDiary } from './diary-seed';
import { measureFirstRender, renderRow } from './first-render';
import { inFreshContexts, signedInContext } from './page-timing';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { median, percentile } from './stats';
import { observeVitals, readVitals } from './web-vitals';

/** Issue 15 budgets of the map view of /restaurants. */
export const RESTAURANT_MAP_BUDGETS = {
  firstMapMs: 1_500,
  longestPanTaskMs: 200,
  summaryP95Ms: 100,
} as const;
/** Restaurant pages whose summary is asked for, one after another, after one warm-up. */
const SUMMARY_REQUESTS = 60;
/** Issue 15's scale: 10,000 meals at 800 restaurants, every one with coordinates. */
export const RESTAURANT_MAP_SCALE = { meals: 10_000, restaurants: 800, tags: 20 } as const;

/** The map's clusters and pins (RestaurantMap): the first one drawn is the map rendered. */
const MAP_MARKER = '[data-testid="restaurant-map"] .leaflet-marker-icon';
const LOCATIONS_PATH = '/api/restaurants/locations';
/** The grid's first card, timed alike as a reference: what the page costs before the map. */
const FIRST_CARD = 'ul[aria-label="Restaurants"] > li';
const PAGE_LOADS = 5;
const PAN_RUNS = 3;
/** Drags per pan run, each 300 px, round the map and at three zoom levels. */
const DRAGS = [
  [300, 0],
  [0, 200],
  [-300, 0],
  [0, -200],
] as const;

/**
 * US cities the seeded restaurants spread around (about ±20 km), so the map
 * fits them with clusters of tens to hundreds, as a real diary would look.
 */
const CITIES = [
  [37.7749, -122.4194],
  [40.7128, -74.006],
  [41.8781, -87.6298],
  [43.615, -116.2023],
  [30.2672, -97.7431],
  [47.6062, -122.3321],
] as const;

export interface RestaurantMapBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
}

/**
 * Seeds one user with 10,000 meals at 800 restaurants, all with coordinates,
 * then measures in fresh Chromium contexts: navigation to
 * /restaurants?view=map → the first marker drawn (the locations request and
 * Leaflet's chunk included); and, on the loaded map, panning by drags at
 * three zoom levels while long tasks are observed.
 */
export async function runRestaurantMapBench(
  options: RestaurantMapBenchOptions,
): Promise<BudgetRow[]> {
  const token = signBenchToken(options.privateKeyFile);
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    await clearDiary(db);
    await seedLocatedDiary(db, benchUserId(token));

    const url = `${options.gatewayUrl}/restaurants?view=map`;
    const { grid, render, pans } = await withBrowser(async (browser) => ({
      grid: await measureFirstRender({
        url: `${options.gatewayUrl}/restaurants`,
        selector: FIRST_CARD,
        apiPathname: '/api/restaurants',
        loads: PAGE_LOADS,
        openContext: () => signedInContext(browser, token, options.gatewayUrl),
      }),
      render: await measureFirstRender({
        url,
        selector: MAP_MARKER,
        apiPathname: LOCATIONS_PATH,
        loads: PAGE_LOADS,
        openContext: () => signedInContext(browser, token, options.gatewayUrl),
      }),
      pans: await inFreshContexts(
        PAN_RUNS,
        () => signedInContext(browser, token, url, { viewport: { width: 1280, height: 800 } }),
        (page) => panAround(page, url),
      ),
    }));

    const summaries = await timeSummaries(options.gatewayUrl, token, db);
    const panned = pans.results.length === PAN_RUNS && !pans.error;
    const longest = Math.max(0, ...pans.results.map((run) => run.longestTaskMs));
    const gridRow = renderRow(
      {
        group: 'restaurants-map',
        name: '/restaurants grid first card, same user (reference)',
        budgetMs: RESTAURANT_MAP_BUDGETS.firstMapMs,
        loads: PAGE_LOADS,
      },
      grid,
    );
    return [
      { ...gridRow, budget: 'reference', pass: true, note: `${gridRow.measured}; ${gridRow.note}` },
      renderRow(
        {
          group: 'restaurants-map',
          name: `/restaurants?view=map first markers (${RESTAURANT_MAP_SCALE.restaurants} places, Leaflet chunk included)`,
          budgetMs: RESTAURANT_MAP_BUDGETS.firstMapMs,
          loads: PAGE_LOADS,
        },
        render,
      ),
      {
        group: 'restaurants-map',
        name: 'panning the map: longest task',
        measured: panned ? `${longest} ms` : 'not measured',
        budget: `≤ ${RESTAURANT_MAP_BUDGETS.longestPanTaskMs} ms`,
        pass: panned && longest <= RESTAURANT_MAP_BUDGETS.longestPanTaskMs,
        note: panned
          ? `${PAN_RUNS} runs of ${DRAGS.length * 3} drags at 3 zoom levels; the map drew ${pans.results[0]!.places} places; ` +
            `long tasks (> 50 ms) per run: ${pans.results.map((run) => run.longTasks).join(', ')}; ` +
            `median markers on screen ${median(pans.results.map((run) => run.markers))}`
          : pans.error,
      },
      {
        group: 'restaurants-map',
        name: `restaurant summary through the gateway (${RESTAURANT_MAP_SCALE.meals} meals at ${RESTAURANT_MAP_SCALE.restaurants} restaurants)`,
        measured: `p95 ${percentile(summaries, 95).toFixed(0)} ms`,
        budget: `≤ ${RESTAURANT_MAP_BUDGETS.summaryP95Ms} ms`,
        pass: percentile(summaries, 95) <= RESTAURANT_MAP_BUDGETS.summaryP95Ms,
        note: `${summaries.length} restaurants one after another; median ${median(summaries).toFixed(0)} ms`,
      },
    ];
  } finally {
    await client.close();
  }
}

/** GET /api/restaurants/:id/summary for SUMMARY_REQUESTS of the user's restaurants, in turn: each one's time. */
async function timeSummaries(gatewayUrl: string, token: string, db: Db): Promise<number[]> {
  const restaurants = await db
    .collection('restaurants')
    .find({ diaryId: benchUserId(token) }, { projection: { _id: 1 } })
    .limit(SUMMARY_REQUESTS + 1)
    .toArray();
  const ask = async (id: unknown) => {
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/api/restaurants/${String(id)}/summary`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`summary answered ${response.status}`);
    return performance.now() - started;
  };
  await ask(restaurants[0]!._id);
  const times: number[] = [];
  for (const { _id } of restaurants.slice(1)) times.push(await ask(_id));
  return times;
}

/** 10,000 meals at 800 restaurants (seedDiary), each restaurant given coordinates near a city. */
async function seedLocatedDiary(db: Db, userId: string): Promise<void> {
  const started = Date.now();
  await seedDiary(db, userId, RESTAURANT_MAP_SCALE);
  const restaurants = db.collection('restaurants');
  const seeded = await restaurants.find({ diaryId: userId }).toArray();
  // Re-inserted whole with their ids: 800 single updates take long on FerretDB.
  await restaurants.deleteMany({ diaryId: userId });
  await restaurants.insertMany(
    seeded.map((restaurant, i) => {
      const [lat, long] = CITIES[i % CITIES.length]!;
      return {
        ...restaurant,
        lat: lat + (spread(i, 12.9898) - 0.5) * 0.36,
        long: long + (spread(i, 78.233) - 0.5) * 0.46,
      };
    }),
  );
  console.log(
    `restaurants-map: seeded ${RESTAURANT_MAP_SCALE.meals} meals at ${seeded.length} located restaurants in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** A repeatable value in [0, 1) for the i-th place. */
function spread(i: number, salt: number): number {
  const x = Math.sin((i + 1) * salt) * 43758.5453;
  return x - Math.floor(x);
}

interface PanRun {
  longestTaskMs: number;
  longTasks: number;
  markers: number;
  places: number;
}

/** Loads the map, then drags it around at the fitted zoom and two levels closer, watching long tasks. */
async function panAround(page: Page, url: string): Promise<PanRun> {
  await observeVitals(page);
  await page.goto(url);
  const map = page.locator('[data-testid="restaurant-map"]');
  await page.waitForSelector(MAP_MARKER, { timeout: 15_000 });
  const places = await drawnPlaces(page);
  await page.waitForTimeout(500);
  const panStart = await page.evaluate(() => performance.now());
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  let markers = 0;
  for (let zoom = 0; zoom < 3; zoom++) {
    if (zoom > 0) {
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForTimeout(400);
    }
    for (const [dx, dy] of DRAGS) {
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 12 });
      await page.mouse.up();
      await page.waitForTimeout(150);
      markers = Math.max(markers, await page.locator(MAP_MARKER).count());
    }
  }
  await page.waitForTimeout(300);
  const tasks = (await readVitals(page)).longTasks.filter((task) => task.startTime >= panStart);
  return {
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    longTasks: tasks.length,
    markers,
    places,
  };
}

/** How many places the fitted map shows: its pins plus the counts of its clusters. */
function drawnPlaces(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    let total = 0;
    for (const marker of Array.from(document.querySelectorAll(selector)))
      total += marker.classList.contains('dd-cluster') ? Number(marker.textContent) || 0 : 1;
    return total;
  }, MAP_MARKER);
}

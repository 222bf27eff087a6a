import type { Browser, BrowserContext, Page } from 'playwright-core';
import { withBrowser } from './browser';
import { measureFirstRender, renderRow } from './first-render';
import { inFreshContexts, signedInContext, timeAction } from './page-timing';
import type { BudgetRow } from './report';
import { signBenchToken } from './session';
import { median } from './stats';

/** Issue 13 budgets of /restaurants/nearby. */
export const DISCOVER_BUDGETS = { gridMs: 1_000, firstMapMs: 1_000 } as const;

/** San Francisco's centre in the sandbox's data set (and the spec's suggested place). */
const SAN_FRANCISCO = { latitude: 37.7749, longitude: -122.4194 } as const;
/** The discover grid's cards (ListingGrid). */
const LISTING_CARD = 'ul[aria-label="Restaurants"] > li';
/** Leaflet's markers: the user's and one per listing with coordinates (DiscoverMap). */
const MAP_MARKER = '.leaflet-marker-icon';
const NEARBY_PATH = '/api/yelp/search/nearby';
const PAGE_LOADS = 5;
const RENDER_TIMEOUT_MS = 15_000;

export interface DiscoverBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
}

/**
 * /restaurants/nearby in Chromium with geolocation granted in San Francisco:
 * navigation → grid of nearby listings, and in other fresh loads the first
 * switch to Map View → every marker on the map, Leaflet's chunk and CSS
 * fetched on the way (a fresh context has an empty HTTP cache).
 *
 * Each load stands 0.1 m north of the last (all within about 110 m of the
 * centre), so every nearby request misses the yelp service's cache and asks
 * the sandbox upstream.
 */
export async function runDiscoverBench(options: DiscoverBenchOptions): Promise<BudgetRow[]> {
  const token = signBenchToken(options.privateKeyFile);
  const url = `${options.gatewayUrl}/restaurants/nearby`;
  const firstLoad = (Date.now() % 100) * 10;
  let loads = 0;
  const openContext = (browser: Browser): Promise<BrowserContext> =>
    signedInContext(browser, token, url, {
      permissions: ['geolocation'],
      // Started from the clock so a second bench run against the same Redis misses too.
      geolocation: {
        ...SAN_FRANCISCO,
        latitude: SAN_FRANCISCO.latitude + (firstLoad + ++loads) * 1e-6,
      },
    });

  const { grid, map } = await withBrowser(async (browser) => ({
    grid: await measureFirstRender({
      url,
      selector: LISTING_CARD,
      apiPathname: NEARBY_PATH,
      loads: PAGE_LOADS,
      openContext: () => openContext(browser),
    }),
    map: await inFreshContexts(
      PAGE_LOADS,
      () => openContext(browser),
      (page) => timeFirstMap(page, url),
    ),
  }));

  const mapped = map.results.length === PAGE_LOADS && !map.error;
  const mapTimes = map.results.map((run) => run.ms);
  return [
    renderRow(
      {
        group: 'discover',
        name: 'known location → nearby grid rendered',
        budgetMs: DISCOVER_BUDGETS.gridMs,
        loads: PAGE_LOADS,
      },
      grid,
    ),
    {
      group: 'discover',
      name: 'first Map View → all markers (Leaflet chunk included)',
      measured: mapped ? `median ${median(mapTimes)} ms` : 'not measured',
      budget: `≤ ${DISCOVER_BUDGETS.firstMapMs} ms`,
      pass: mapped && median(mapTimes) <= DISCOVER_BUDGETS.firstMapMs,
      note: mapped
        ? `${PAGE_LOADS} fresh loads, click → ${map.results[0]!.markers} markers: ${mapTimes.join(', ')} ms`
        : map.error,
    },
  ];
}

/** Opens the page, waits for the grid, then times the click on Map View until every marker is drawn. */
async function timeFirstMap(page: Page, url: string): Promise<{ ms: number; markers: number }> {
  const nearby = page.waitForResponse(
    (response) => new URL(response.url()).pathname === NEARBY_PATH,
    {
      timeout: RENDER_TIMEOUT_MS,
    },
  );
  await page.goto(url);
  const { businesses } = (await (await nearby).json()) as { businesses: Listing[] };
  await page.waitForSelector(LISTING_CARD, { timeout: RENDER_TIMEOUT_MS });
  // The user's marker and one per listing with non-zero coordinates (product spec §5).
  const markers = 1 + businesses.filter(hasCoordinates).length;
  const ms = await timeAction(
    page,
    {
      startEvent: 'click',
      until: { selector: MAP_MARKER, atLeast: markers },
      timeoutMs: RENDER_TIMEOUT_MS,
    },
    () => page.getByRole('button', { name: 'Map View' }).click(),
  );
  return { ms: Math.round(ms), markers };
}

type Listing = { coordinates?: { latitude?: number | null; longitude?: number | null } | null };

function hasCoordinates({ coordinates }: Listing): boolean {
  return Boolean(coordinates?.latitude && coordinates.longitude);
}

import { MongoClient, type Db, type ObjectId } from 'mongodb';
import { withBrowser } from './browser';
import { clearDiary } from './diary-seed';
import { measureFirstRender, renderRow } from './first-render';
import { signedInContext } from './page-timing';
import type { BudgetRow } from './report';
import { dayOf, THUMBS } from './seed-values';
import { benchUserId, signBenchToken } from './session';
import { inParallel, median } from './stats';

/** Issue 10: the first page of /restaurants with 1,000 restaurants, rendered ≤ 1.0 s after navigation. */
export const RESTAURANT_LIST_BUDGET_MS = 1_000;
export const RESTAURANT_LIST_SCALE = { restaurants: 1_000, tags: 20, taggedEvery: 4 } as const;

/** The agreed selector of a rendered restaurant card. */
const FIRST_CARD = 'ul[aria-label="Restaurants"] > li';
/** The request behind the list's first page. */
const FIRST_PAGE_PATH = '/api/restaurants?limit=24&include=tags';
/** Page loads, each in a fresh browser context (empty HTTP cache). */
const PAGE_LOADS = 5;
const API_REQUESTS = 15;
const SEED_CONCURRENCY = 4;

export interface RestaurantListBenchOptions {
  gatewayUrl: string;
  /** The diary service itself (see reserveDiaryPort). */
  diaryUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
}

/**
 * Seeds one user with RESTAURANT_LIST_SCALE through the API, then measures
 * the time from navigation to the first rendered card of /restaurants in
 * fresh browser contexts, and splits the first page's request into FerretDB
 * (the diary's queries run directly), the diary service and the gateway.
 */
export async function runRestaurantListBench(
  options: RestaurantListBenchOptions,
): Promise<BudgetRow[]> {
  const token = signBenchToken(options.privateKeyFile);
  const userId = benchUserId(token);
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    // FerretDB reads every user's documents for a list: start from this user only.
    await clearDiary(db);
    const started = Date.now();
    await seedThroughApi(options.gatewayUrl, token);
    console.log(
      `restaurants: seeded ${RESTAURANT_LIST_SCALE.restaurants} restaurants through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const render = await withBrowser((browser) =>
      measureFirstRender({
        url: `${options.gatewayUrl}/restaurants`,
        selector: FIRST_CARD,
        apiPathname: '/api/restaurants',
        loads: PAGE_LOADS,
        openContext: () => signedInContext(browser, token, options.gatewayUrl),
      }),
    );
    const { viaGateway, direct, database } = await timeFirstPageRequest(
      options,
      `Bearer ${token}`,
      db,
      userId,
    );

    const rendered = render.times.length === PAGE_LOADS;
    return [
      renderRow(
        {
          group: 'restaurants',
          name: `/restaurants first page rendered (${RESTAURANT_LIST_SCALE.restaurants} restaurants)`,
          budgetMs: RESTAURANT_LIST_BUDGET_MS,
          loads: PAGE_LOADS,
        },
        render,
      ),
      {
        group: 'restaurants',
        name: `GET ${FIRST_PAGE_PATH} via gateway`,
        measured: `p50 ${median(viaGateway)} ms`,
        budget: 'reference',
        pass: true,
        note: `${API_REQUESTS} requests interleaved with the two below, max ${Math.max(...viaGateway)} ms`,
      },
      {
        group: 'restaurants',
        name: `GET ${FIRST_PAGE_PATH} direct to diary`,
        measured: `p50 ${median(direct)} ms`,
        budget: 'reference',
        pass: true,
        note: `gateway adds ${median(viaGateway) - median(direct)} ms`,
      },
      {
        group: 'restaurants',
        name: 'its FerretDB queries (list + tag names + tag links)',
        measured: `p50 ${median(database)} ms`,
        budget: 'reference',
        pass: true,
        note: `${share(median(database), median(direct))} of the diary's time, ${share(median(database), rendered ? median(render.times) : 0)} of the render`,
      },
    ];
  } finally {
    await client.close();
  }
}

async function seedThroughApi(gatewayUrl: string, token: string): Promise<void> {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${gatewayUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const tags = await inParallel(
    Array.from({ length: RESTAURANT_LIST_SCALE.tags }, (_, i) => i),
    SEED_CONCURRENCY,
    (i) => call<{ _id: string }>('/api/tags', { name: `Bench tag ${i}` }),
  );
  await inParallel(
    Array.from({ length: RESTAURANT_LIST_SCALE.restaurants }, (_, i) => i),
    SEED_CONCURRENCY,
    async (i) => {
      const restaurant = await call<{ _id: string }>('/api/restaurants', {
        name: `Bench Restaurant ${i}`,
        address: `${i} Bench Street, Boise, ID`,
        date: dayOf(i),
        isThumbsUp: THUMBS[i % THUMBS.length],
        notes: 'Seeded by npm run bench.',
      });
      if (i % RESTAURANT_LIST_SCALE.taggedEvery === 0)
        await call('/api/restaurant-tags', {
          restaurantId: restaurant._id,
          tagId: tags[i % tags.length]!._id,
        });
    },
  );
}

interface RequestTimes {
  viaGateway: number[];
  direct: number[];
  /** The diary's own queries run straight against FerretDB. */
  database: number[];
}

/**
 * Times the first page's request through the gateway, direct to the diary and
 * as the diary's bare FerretDB queries, one of each per round in rotating
 * order (after a warm-up round), so a busy machine weighs on all three alike.
 */
async function timeFirstPageRequest(
  { gatewayUrl, diaryUrl }: RestaurantListBenchOptions,
  authorization: string,
  db: Db,
  userId: string,
): Promise<RequestTimes> {
  const targets: [keyof RequestTimes, () => Promise<void>][] = [
    ['viaGateway', () => getOk(`${gatewayUrl}${FIRST_PAGE_PATH}`, authorization)],
    ['direct', () => getOk(`${diaryUrl}${FIRST_PAGE_PATH}`, authorization)],
    ['database', () => runDiaryQueries(db, userId)],
  ];
  const times: RequestTimes = { viaGateway: [], direct: [], database: [] };
  for (let round = -1; round < API_REQUESTS; round++) {
    for (let i = 0; i < targets.length; i++) {
      const [target, run] = targets[(round + i + targets.length) % targets.length]!;
      const started = performance.now();
      await run();
      if (round >= 0) times[target].push(Math.round(performance.now() - started));
    }
  }
  return times;
}

async function getOk(url: string, authorization: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
}

/** The queries the diary runs for the first page (RestaurantsService.list with include=tags). */
async function runDiaryQueries(db: Db, userId: string): Promise<void> {
  const page = await db
    .collection('restaurants')
    .find({ $and: [{ diaryId: userId }, {}] })
    .sort({ date: -1, _id: -1 })
    .limit(25)
    .toArray();
  const ids = page.map((restaurant) => restaurant._id as ObjectId);
  await Promise.all([
    db
      .collection('tags')
      .find({ diaryId: userId }, { projection: { name: 1 } })
      .toArray(),
    db
      .collection('restaurantTags')
      .find({ diaryId: userId, restaurantId: { $in: ids } })
      .toArray(),
  ]);
}

function share(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((100 * part) / whole)} %` : 'n/a';
}

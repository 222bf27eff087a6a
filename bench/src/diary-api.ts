import net from 'node:net';
import autocannon from 'autocannon';
import type { BudgetRow } from './report';
import { signBenchToken } from './session';

/** ARCHITECTURE.md §6: throughput through the gateway ≥ 0.9 × direct to the service. */
export const GATEWAY_THROUGHPUT_RATIO_BUDGET = 0.9;

/** The per-user scale the diary lists must stay fast at. */
export const DIARY_SCALE = { meals: 10_000, restaurants: 2_000, tags: 200 } as const;

/** Seeding runs this many API calls at a time. */
const SEED_CONCURRENCY = 16;
const MEASURE_SECONDS = 5;

export interface DiaryApiBenchOptions {
  gatewayUrl: string;
  /** The diary service itself (see reserveDiaryPort). */
  diaryUrl: string;
  privateKeyFile: string;
}

/**
 * Picks a free loopback port for the diary and exports it as DIARY_PORT, so
 * the stack started next runs the diary there and the bench can call it
 * directly as well as through the gateway. Call before startStack.
 */
export async function reserveDiaryPort(): Promise<string> {
  const port = await new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
  process.env.DIARY_PORT = String(port);
  return `http://127.0.0.1:${port}`;
}

interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'PUT';
  body?: string;
  /** Full lists are heavy: fewer concurrent requests keep latency meaningful. */
  connections: number;
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/**
 * Seeds one fresh bench user with DIARY_SCALE records through the diary API
 * (so every record is validated and shaped exactly as users create them),
 * then measures the meal endpoints with autocannon, directly and through the
 * gateway in the same run, and reports the gateway/direct throughput ratio.
 */
export async function runDiaryApiBench(options: DiaryApiBenchOptions): Promise<BudgetRow[]> {
  const authorization = `Bearer ${signBenchToken(options.privateKeyFile)}`;
  const client = apiClient(options.diaryUrl, authorization);
  const started = Date.now();
  const seeded = await seed(client);
  console.log(
    `diary: seeded ${DIARY_SCALE.meals} meals, ${DIARY_SCALE.restaurants} restaurants, ${DIARY_SCALE.tags} tags in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const endpoints: Endpoint[] = [
    { name: 'GET /api/meals?limit=50', path: '/api/meals?limit=50&include=tags', connections: 10 },
    { name: 'GET /api/meals (all 10,000)', path: '/api/meals', connections: 2 },
    {
      name: 'GET /api/meals?q=…',
      path: `/api/meals?q=${encodeURIComponent(seeded.searchText)}&limit=50`,
      connections: 10,
    },
    { name: 'GET /api/meals/:id', path: `/api/meals/${seeded.mealId}`, connections: 10 },
    {
      name: 'PUT /api/meals/:id/thumbs',
      path: `/api/meals/${seeded.mealId}/thumbs`,
      method: 'PUT',
      body: JSON.stringify({ isThumbsUp: true }),
      connections: 10,
    },
  ];

  const rows: BudgetRow[] = [];
  for (const endpoint of endpoints) {
    const direct = await measure(options.diaryUrl, endpoint, authorization);
    const viaGateway = await measure(options.gatewayUrl, endpoint, authorization);
    const ratio = viaGateway.requestsPerSecond / direct.requestsPerSecond;
    rows.push(
      {
        group: 'diary api direct',
        name: endpoint.name,
        measured: describe(direct),
        budget: 'reference',
        pass: direct.failed === 0,
        note: direct.failed ? `${direct.failed} failed requests` : undefined,
      },
      {
        group: 'diary api gateway',
        name: endpoint.name,
        measured: `${describe(viaGateway)}, ratio ${ratio.toFixed(2)}`,
        budget: `ratio ≥ ${GATEWAY_THROUGHPUT_RATIO_BUDGET}`,
        pass: ratio >= GATEWAY_THROUGHPUT_RATIO_BUDGET && viaGateway.failed === 0,
        note: viaGateway.failed ? `${viaGateway.failed} failed requests` : undefined,
      },
    );
  }
  return rows;
}

function describe({ requestsPerSecond, p50, p99 }: Measured): string {
  return `${requestsPerSecond.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms`;
}

async function measure(
  baseUrl: string,
  endpoint: Endpoint,
  authorization: string,
): Promise<Measured> {
  const result = await autocannon({
    url: `${baseUrl}${endpoint.path}`,
    method: endpoint.method ?? 'GET',
    headers: { authorization, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    body: endpoint.body,
    connections: endpoint.connections,
    duration: MEASURE_SECONDS,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

interface ApiClient {
  post<T>(path: string, payload: unknown): Promise<T>;
}

function apiClient(baseUrl: string, authorization: string): ApiClient {
  return {
    async post<T>(path: string, payload: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (!response.ok)
        throw new Error(`seeding ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}

/** Runs `work(i)` for i in [0, count) with at most SEED_CONCURRENCY in flight; results in order. */
async function inParallel<T>(count: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return results;
}

const DISHES = ['noodles', 'dumplings', 'tacos', 'pizza', 'curry', 'ramen', 'salad', 'burger'];

async function seed(client: ApiClient): Promise<{ mealId: string; searchText: string }> {
  type Created = { _id: string };
  const tags = await inParallel(DIARY_SCALE.tags, (i) =>
    client.post<Created>('/api/tags', { name: `tag ${i}` }),
  );
  const restaurants = await inParallel(DIARY_SCALE.restaurants, (i) =>
    client.post<Created>('/api/restaurants', {
      name: `Restaurant ${i}`,
      address: `${i} Bench Street`,
      date: dayOf(i),
      isThumbsUp: [true, false, null][i % 3],
    }),
  );
  const meals = await inParallel(DIARY_SCALE.meals, (i) =>
    client.post<Created>('/api/meals', {
      name: `${DISHES[i % DISHES.length]} ${i}`,
      date: dayOf(i),
      restaurantId: restaurants[i % restaurants.length]!._id,
      isThumbsUp: [true, false, null][i % 3],
      notes: 'Seeded by npm run bench.',
      mealImages: [{ url: `/api/uploads/images/bench-${i}.jpg` }],
    }),
  );
  // One tag on every tenth meal, so embedded tags and tag search have work to do.
  await inParallel(DIARY_SCALE.meals / 10, (i) =>
    client.post('/api/meal-tags', {
      mealId: meals[i * 10]!._id,
      tagId: tags[i % tags.length]!._id,
    }),
  );
  return { mealId: meals[Math.floor(meals.length / 2)]!._id, searchText: 'Dumpl' };
}

/** Spreads records over about three years of days. */
function dayOf(index: number): string {
  return new Date(Date.UTC(2022, 0, 1) + (index % 1000) * 86_400_000).toISOString().slice(0, 10);
}

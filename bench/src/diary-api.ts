import net from 'node:net';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import type { BudgetRow } from './report';
import { clearDiary, DIARY_SCALE, seedDiary } from './diary-seed';
import { benchUserId, signBenchToken } from './session';

/** The architecture's §6: throughput through the gateway ≥ 0.9 × direct to the service. */
export const GATEWAY_THROUGHPUT_RATIO_BUDGET = 0.9;

export interface DiaryApiBenchOptions {
  gatewayUrl: string;
  /** The diary service itself (see reserveDiaryPort). */
  diaryUrl: string;
  privateKeyFile: string;
  /** The stack's database server and the diary's database in it (`<dbPrefix>diary`). */
  mongoUrl: string;
  diaryDb: string;
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
  /**
   * Lists take FerretDB about a second (it filters and sorts in memory), so
   * they get fewer concurrent requests: enough to saturate both cores, short queues.
   */
  connections: number;
  /** Requests per run: a fixed count, so no run ends with requests cut off mid-flight. */
  requests: number;
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/** Runs per target and endpoint, ordered direct, gateway, gateway, direct… to cancel drift. */
const ROUNDS = 3;

/**
 * Seeds one fresh bench user with DIARY_SCALE records, then measures the meal endpoints with autocannon, directly and through the
 * gateway in the same run, and reports the gateway/direct throughput ratio.
 */
export async function runDiaryApiBench(options: DiaryApiBenchOptions): Promise<BudgetRow[]> {
  const token = signBenchToken(options.privateKeyFile);
  const authorization = `Bearer ${token}`;
  const started = Date.now();
  const seeded = await seed(options.mongoUrl, options.diaryDb, benchUserId(token));
  console.log(
    `diary: seeded ${DIARY_SCALE.meals} meals, ${DIARY_SCALE.restaurants} restaurants, ${DIARY_SCALE.tags} tags in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const endpoints: Endpoint[] = [
    {
      name: 'GET /api/meals?limit=50',
      path: '/api/meals?limit=50&include=tags',
      connections: 2,
      requests: 8,
    },
    { name: 'GET /api/meals (all 10,000)', path: '/api/meals', connections: 2, requests: 6 },
    {
      name: 'GET /api/meals?q=…',
      path: `/api/meals?q=${encodeURIComponent(seeded.searchText)}&limit=50`,
      connections: 2,
      requests: 8,
    },
    {
      name: 'GET /api/meals/:id',
      path: `/api/meals/${seeded.mealId}`,
      connections: 10,
      requests: 300,
    },
    {
      name: 'PUT /api/meals/:id/thumbs',
      path: `/api/meals/${seeded.mealId}/thumbs`,
      method: 'PUT',
      body: JSON.stringify({ isThumbsUp: true }),
      connections: 10,
      requests: 60,
    },
  ];

  const rows: BudgetRow[] = [];
  for (const endpoint of endpoints) {
    const { direct, viaGateway } = await measureInterleaved(
      { direct: options.diaryUrl, viaGateway: options.gatewayUrl },
      endpoint,
      authorization,
    );
    const ratio =
      direct.requestsPerSecond > 0 ? viaGateway.requestsPerSecond / direct.requestsPerSecond : 0;
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
  const rate = requestsPerSecond.toFixed(requestsPerSecond < 10 ? 1 : 0);
  return `${rate} req/s, p50 ${p50} ms, p99 ${p99} ms`;
}

type Target = 'direct' | 'viaGateway';

/**
 * Measures both targets in alternating runs (direct, gateway, gateway,
 * direct, …), so a slow drift of the machine weighs on both alike, and pools
 * each target's runs: throughput over their summed time, percentiles over all
 * their latencies.
 */
async function measureInterleaved(
  urls: Record<Target, string>,
  endpoint: Endpoint,
  authorization: string,
): Promise<Record<Target, Measured>> {
  const runs: Record<Target, Run[]> = { direct: [], viaGateway: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order: Target[] = round % 2 === 0 ? ['direct', 'viaGateway'] : ['viaGateway', 'direct'];
    for (const target of order) runs[target].push(await run(urls[target], endpoint, authorization));
  }
  return { direct: pooled(runs.direct), viaGateway: pooled(runs.viaGateway) };
}

interface Run {
  latencies: number[];
  seconds: number;
  failed: number;
}

async function run(baseUrl: string, endpoint: Endpoint, authorization: string): Promise<Run> {
  const latencies: number[] = [];
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${endpoint.path}`,
        method: endpoint.method ?? 'GET',
        headers: {
          authorization,
          ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
        },
        body: endpoint.body,
        connections: endpoint.connections,
        amount: endpoint.requests,
        // A full list of 10,000 meals on FerretDB takes seconds; do not count it as an error.
        timeout: 30,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    latencies,
    seconds: (performance.now() - started) / 1000,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

function pooled(runs: readonly Run[]): Measured {
  const latencies = runs.flatMap((one) => one.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, one) => sum + one.seconds, 0);
  const percentile = (p: number) =>
    Math.round(
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0,
    );
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(50),
    p99: percentile(99),
    failed: runs.reduce((sum, one) => sum + one.failed, 0),
  };
}

async function seed(mongoUrl: string, dbName: string, userId: string): Promise<SeedResult> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const db = client.db(dbName);
    await clearDiary(db);
    const { mealIds } = await seedDiary(db, userId, DIARY_SCALE);
    return { mealId: mealIds[Math.floor(mealIds.length / 2)]!.toHexString(), searchText: 'Dumpl' };
  } finally {
    await client.close();
  }
}

interface SeedResult {
  mealId: string;
  searchText: string;
}

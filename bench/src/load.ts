import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  multipartPhoto,
  newUserRecord,
  ROUND_COST,
  runUser,
  type LoadUser,
  type UserRecord,
  type WriteTrail,
} from './load-user';
import type { BudgetRow } from './report';
import { inParallel, percentile } from './stats';

export const LOAD_USERS = 50;
export const LOAD_SECONDS = 60;
/** Each user's pace: a request a second, a round of the screens every 12 s. */
export const REQUESTS_PER_SECOND_PER_USER = 1;
/**
 * Users start this far apart: two sign-ins a second. Each costs a 64 MiB
 * argon2 verification, which auth does not queue (only new passwords are):
 * ten a second on 2 busy cores left 31 of 50 waiting past the gateway's 10 s
 * (504) in the first run.
 */
const RAMP_MS = 500;
const PASSWORD = 'load test password 1';

/**
 * The gateway's per-user request budgets per minute as production has them
 * (DEFAULT_RATE_LIMITS in services/gateway/src/config.ts, docs/platform.md).
 * The load stack keeps them, instead of the raised ones of other local stacks,
 * so each user must stay inside them. Per-address budgets stay raised: all 50
 * users come from 127.0.0.1, where 50 people would come from 50 addresses.
 */
export const PRODUCTION_USER_BUDGETS = {
  RATE_LIMIT_READS_PER_USER: 600,
  RATE_LIMIT_WRITES_PER_USER: 120,
  RATE_LIMIT_UPLOADS_PER_USER: 30,
} as const;

/** What one user spends of each budget per minute at REQUESTS_PER_SECOND_PER_USER. */
export function perUserMinute(requestsPerSecond = REQUESTS_PER_SECOND_PER_USER) {
  const rounds = (60 * requestsPerSecond) / ROUND_COST.requests;
  return {
    reads: rounds * ROUND_COST.reads,
    writes: rounds * ROUND_COST.writes,
    uploads: rounds * ROUND_COST.uploads,
  };
}

/** Runs `task` with the per-user budgets at production's values in the environment the stack inherits. */
export async function withProductionUserBudgets<T>(task: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(
    Object.keys(PRODUCTION_USER_BUDGETS).map((name) => [name, process.env[name]]),
  );
  Object.assign(
    process.env,
    Object.fromEntries(
      Object.entries(PRODUCTION_USER_BUDGETS).map(([name, value]) => [name, String(value)]),
    ),
  );
  try {
    return await task();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

async function call<T>(
  gatewayUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${gatewayUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs up a user and gives them a restaurant and a meal there (not measured). */
async function seedUser(gatewayUrl: string, index: number): Promise<LoadUser & { email: string }> {
  const email = `load-${index}-${randomUUID()}@example.test`;
  // Spec §7: sign-up answers the token itself, a JSON string.
  const token = await call<string>(gatewayUrl, '/api/auth/signup', {
    method: 'POST',
    body: { email, password: PASSWORD, fullName: `Load User ${index}`, newsletter: false },
  });
  const searchTerm = `loadword${index}x`;
  const restaurant = await call<{ _id: string }>(gatewayUrl, '/api/restaurants', {
    method: 'POST',
    token,
    body: { name: `Bistro ${searchTerm}`, cuisine: 'French' },
  });
  const meal = await call<{ _id: string }>(gatewayUrl, '/api/meals', {
    method: 'POST',
    token,
    body: { name: `Cassoulet ${searchTerm}`, date: '2026-11-01', restaurantId: restaurant._id },
  });
  return { index, email, token, restaurantId: restaurant._id, mealId: meal._id, searchTerm };
}

/** A 640×480 photo with some texture, so it is not trivially small to store and resize. */
function loadPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: 190, g: 120, b: 70 },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
}

interface Totals {
  latencies: Map<string, number[]>;
  statuses: Map<string, Map<number, number>>;
  transportErrors: number;
}

const LOGIN_ROUTE = 'POST /api/auth/login';

/** Every user's routes together, the sign-ins (their own record) among them. */
function combine(records: readonly UserRecord[], logins: UserRecord): Totals {
  const latencies = new Map<string, number[]>();
  const statuses = new Map<string, Map<number, number>>();
  let transportErrors = 0;
  for (const record of [logins, ...records]) {
    transportErrors += record.transportErrors;
    for (const [route, values] of record.latencies) {
      latencies.set(route, [...(latencies.get(route) ?? []), ...values]);
    }
    for (const [route, counts] of record.statuses) {
      const total = statuses.get(route) ?? new Map<number, number>();
      for (const [status, count] of counts) total.set(status, (total.get(status) ?? 0) + count);
      statuses.set(route, total);
    }
  }
  return { latencies, statuses, transportErrors };
}

/** Whether a stored value is what the user last had confirmed, or the write still in flight when the run stopped. */
function matches<T>(stored: T, trail: WriteTrail<T>, initial: T): boolean {
  if (trail.inFlight !== undefined && stored === trail.inFlight) return true;
  return stored === (trail.acknowledged !== undefined ? trail.acknowledged : initial);
}

/** Reads every write back: thumbs and notes as last confirmed, every uploaded photo served. */
async function verifyWrites(
  gatewayUrl: string,
  users: readonly LoadUser[],
  records: readonly UserRecord[],
): Promise<{ checked: number; lost: string[]; uploads: number }> {
  const lost: string[] = [];
  let checked = 0;
  await inParallel(users, 4, async (user) => {
    const record = records[user.index]!;
    const meal = await call<{ isThumbsUp: boolean | null; notes: string }>(
      gatewayUrl,
      `/api/meals/${user.mealId}`,
      { token: user.token },
    );
    const restaurant = await call<{ isThumbsUp: boolean | null }>(
      gatewayUrl,
      `/api/restaurants/${user.restaurantId}`,
      { token: user.token },
    );
    checked += 3;
    if (!matches(meal.isThumbsUp, record.mealThumbs, null))
      lost.push(`user ${user.index}: meal thumbs ${meal.isThumbsUp}`);
    if (!matches(meal.notes, record.notes, ''))
      lost.push(`user ${user.index}: notes "${meal.notes}"`);
    if (!matches(restaurant.isThumbsUp, record.restaurantThumbs, null))
      lost.push(`user ${user.index}: restaurant thumbs ${restaurant.isThumbsUp}`);
  });
  const uploads = records.flatMap((record) => record.uploads);
  await inParallel(uploads, 4, async (fileUrl) => {
    const response = await fetch(`${gatewayUrl}${fileUrl}`);
    const type = response.headers.get('content-type') ?? '';
    await response.arrayBuffer();
    checked++;
    if (!response.ok || !type.startsWith('image/'))
      lost.push(`${fileUrl}: ${response.status} ${type}`);
  });
  return { checked, lost, uploads: uploads.length };
}

/** POST /api/auth/login as the sign-in screen sends it, recorded like every other route; the token, if any. */
async function signIn(
  gatewayUrl: string,
  email: string,
  record: UserRecord,
): Promise<string | undefined> {
  const before = performance.now();
  let response: Response;
  let body: string;
  try {
    response = await fetch(`${gatewayUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    body = await response.text();
  } catch (error) {
    record.transportErrors++;
    console.error(`load: ${email} could not sign in: ${String(error)}`);
    return undefined;
  }
  const latencies = record.latencies.get(LOGIN_ROUTE) ?? [];
  latencies.push(performance.now() - before);
  record.latencies.set(LOGIN_ROUTE, latencies);
  const statuses = record.statuses.get(LOGIN_ROUTE) ?? new Map<number, number>();
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  record.statuses.set(LOGIN_ROUTE, statuses);
  if (response.ok) return JSON.parse(body) as string;
  console.error(`load: ${email} could not sign in: ${response.status} ${body}`);
  return undefined;
}

/**
 * `npm run bench -- load`: LOAD_USERS users sign in and use the screens for
 * LOAD_SECONDS through the gateway, each at REQUESTS_PER_SECOND_PER_USER and
 * inside production's per-user budgets; then every write is read back.
 * Rows: throughput, p50/p95/p99 per route, errors (goal 0, and 0 × 5xx),
 * writes read back (goal all). Run on a stack of its own, started with
 * withProductionUserBudgets.
 */
export async function runLoadBench({ gatewayUrl }: { gatewayUrl: string }): Promise<BudgetRow[]> {
  const spend = perUserMinute();
  const budgetsHold =
    spend.reads <= PRODUCTION_USER_BUDGETS.RATE_LIMIT_READS_PER_USER &&
    spend.writes <= PRODUCTION_USER_BUDGETS.RATE_LIMIT_WRITES_PER_USER &&
    spend.uploads <= PRODUCTION_USER_BUDGETS.RATE_LIMIT_UPLOADS_PER_USER;

  const seedStarted = Date.now();
  // Four at a time: auth hashes two new passwords at once and queues at most 20.
  const seeded = await inParallel(
    Array.from({ length: LOAD_USERS }, (_, index) => index),
    4,
    (index) => seedUser(gatewayUrl, index),
  );
  console.log(
    `load: ${LOAD_USERS} users signed up and seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const upload = multipartPhoto(await loadPhoto());

  const records = seeded.map(() => newUserRecord());
  const logins = newUserRecord();
  const users: LoadUser[] = [];
  const started = performance.now();
  const deadline = started + LOAD_SECONDS * 1000;
  await Promise.all(
    seeded.map(async (seed) => {
      await new Promise((resolve) => setTimeout(resolve, seed.index * RAMP_MS));
      const token = await signIn(gatewayUrl, seed.email, logins);
      if (!token) return;
      const user = { ...seed, token };
      users.push(user);
      await runUser({
        gatewayUrl,
        user,
        upload: { ...upload },
        seconds: Math.max(1, (deadline - performance.now()) / 1000),
        requestsPerSecond: REQUESTS_PER_SECOND_PER_USER,
        record: records[seed.index]!,
      });
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;

  const totals = combine(records, logins);
  const written = await verifyWrites(gatewayUrl, users, records);
  return loadRows({ totals, elapsedSeconds, written, budgetsHold, spend });
}

function loadRows({
  totals,
  elapsedSeconds,
  written,
  budgetsHold,
  spend,
}: {
  totals: Totals;
  elapsedSeconds: number;
  written: Awaited<ReturnType<typeof verifyWrites>>;
  budgetsHold: boolean;
  spend: ReturnType<typeof perUserMinute>;
}): BudgetRow[] {
  const group = `load (${LOAD_USERS} users, ${LOAD_SECONDS} s)`;
  const rows: BudgetRow[] = [];
  let requests = 0;
  let failed = totals.transportErrors;
  let serverErrors = 0;
  let refused = 0;
  for (const [route, latencies] of [...totals.latencies].sort(([a], [b]) => a.localeCompare(b))) {
    const statuses = totals.statuses.get(route) ?? new Map<number, number>();
    const bad = [...statuses].filter(([status]) => status < 200 || status >= 300);
    const badCount = bad.reduce((sum, [, count]) => sum + count, 0);
    requests += latencies.length;
    failed += badCount;
    serverErrors += bad
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    refused += statuses.get(429) ?? 0;
    const ms = (p: number) => percentile(latencies, p).toFixed(0);
    rows.push({
      group,
      name: route,
      measured: `${latencies.length} req, p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms`,
      budget: 'no errors',
      pass: badCount === 0,
      note: badCount
        ? bad.map(([status, count]) => `${count} × ${status || 'no answer'}`).join(', ')
        : undefined,
    });
  }
  rows.unshift(
    {
      group,
      name: 'throughput',
      measured: `${(requests / elapsedSeconds).toFixed(1)} req/s, ${requests} requests in ${elapsedSeconds.toFixed(1)} s`,
      budget: 'reference',
      pass: true,
      note: `each user ${REQUESTS_PER_SECOND_PER_USER} req/s`,
    },
    {
      group,
      name: 'per-user budgets kept',
      measured: `${spend.reads} reads, ${spend.writes} writes, ${spend.uploads} uploads a minute`,
      budget: `≤ ${PRODUCTION_USER_BUDGETS.RATE_LIMIT_READS_PER_USER}/${PRODUCTION_USER_BUDGETS.RATE_LIMIT_WRITES_PER_USER}/${PRODUCTION_USER_BUDGETS.RATE_LIMIT_UPLOADS_PER_USER}`,
      pass: budgetsHold && refused === 0,
      note: refused ? `${refused} × 429` : undefined,
    },
    {
      group,
      name: 'errors',
      measured: `${failed} errors, ${serverErrors} × 5xx, ${totals.transportErrors} connection errors or time-outs`,
      budget: '0',
      pass: failed === 0 && serverErrors === 0,
    },
    {
      group,
      name: 'writes read back',
      measured: `${written.checked - written.lost.length} of ${written.checked} (thumbs, notes, ${written.uploads} uploads)`,
      budget: 'all',
      pass: written.lost.length === 0,
      note: written.lost.length ? written.lost.slice(0, 3).join('; ') : undefined,
    },
  );
  return rows;
}

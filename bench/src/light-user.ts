import { analyzeSchema } from '@dd/orchestrator';
import { MongoClient } from 'mongodb';
import { clearDiary, seedDiary } from './diary-seed';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { median } from './stats';

/** Issue 26: the database around the measured user, and what its one-meal list may cost. */
export const LIGHT_USER_SCALE = { otherUsers: 50, mealsEach: 1_000 } as const;
export const LIGHT_USER_BUDGETS = { p50Ms: 40, fullOverEmpty: 1.5 } as const;
/** Sequential requests per measurement, after one unmeasured warm-up. */
const REQUESTS = 15;
/** The /meals page's first request (mealListQuery's first page). */
const LIST_PATH = '/api/meals?limit=24&include=tags';

export interface LightUserBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
  /** FerretDB's PostgreSQL database, when the stack runs on one: analysed after seeding. */
  postgresqlUrl?: string;
}

/**
 * A user with one meal asks for the first page of their meals through the
 * gateway, one request at a time: first with nobody else in the diary's
 * database, then with 50,000 meals of 50 other users seeded straight into it.
 * A list that is served by an index on the owner costs the same either way
 * (on FerretDB on PostgreSQL, the services' GIN index on `userId`); one that
 * reads everyone's meals grows with the database. On PostgreSQL each seeding
 * is followed by ANALYZE, as autovacuum would do within a minute of such a
 * bulk load: right after it the planner still sees the tables as empty and
 * may scan them, which no diary that grows a meal at a time ever meets.
 */
export async function runLightUserBench(options: LightUserBenchOptions): Promise<BudgetRow[]> {
  const token = signBenchToken(options.privateKeyFile);
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    await clearDiary(db);
    await seedDiary(db, benchUserId(token), { meals: 1, restaurants: 1, tags: 1 });
    const analyze = async () => {
      if (options.postgresqlUrl) await analyzeSchema(options.postgresqlUrl, options.diaryDb);
    };
    await analyze();
    const empty = await timeList(options.gatewayUrl, token);

    const started = Date.now();
    const { otherUsers, mealsEach } = LIGHT_USER_SCALE;
    for (let user = 0; user < otherUsers; user++)
      await seedDiary(db, benchUserId(signBenchToken(options.privateKeyFile)), {
        meals: mealsEach,
        restaurants: 20,
        tags: 5,
      });
    const others = otherUsers * mealsEach;
    console.log(
      `light user: seeded ${others.toLocaleString('en')} meals of ${otherUsers} other users in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await analyze();
    const full = await timeList(options.gatewayUrl, token);

    const emptyP50 = median(empty.times);
    const fullP50 = median(full.times);
    const ratio = emptyP50 > 0 ? fullP50 / emptyP50 : Infinity;
    const name = `GET ${LIST_PATH}, a user with one meal (gateway, p50 of ${REQUESTS})`;
    const failures = (timed: Timed) =>
      timed.failures.length ? `failed with ${timed.failures.join(', ')}` : undefined;
    return [
      {
        group: 'light user',
        name: `${name}, database empty`,
        measured: `p50 ${emptyP50} ms`,
        budget: `≤ ${LIGHT_USER_BUDGETS.p50Ms} ms`,
        pass: emptyP50 <= LIGHT_USER_BUDGETS.p50Ms && empty.failures.length === 0,
        note: failures(empty) ?? `${empty.times.join(', ')} ms`,
      },
      {
        group: 'light user',
        name: `${name}, ${others.toLocaleString('en')} meals of ${otherUsers} other users`,
        measured: `p50 ${fullP50} ms, full/empty ${ratio.toFixed(2)}`,
        budget: `≤ ${LIGHT_USER_BUDGETS.p50Ms} ms, full/empty ≤ ${LIGHT_USER_BUDGETS.fullOverEmpty}`,
        pass:
          fullP50 <= LIGHT_USER_BUDGETS.p50Ms &&
          ratio <= LIGHT_USER_BUDGETS.fullOverEmpty &&
          full.failures.length === 0,
        note: failures(full) ?? `${full.times.join(', ')} ms`,
      },
    ];
  } finally {
    await client.close();
  }
}

interface Timed {
  times: number[];
  failures: string[];
}

/** One unmeasured warm-up, then REQUESTS requests one after another, each timed to its last byte. */
async function timeList(gatewayUrl: string, token: string): Promise<Timed> {
  const result: Timed = { times: [], failures: [] };
  const send = async () => {
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}${LIST_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body: unknown = await response.json();
    if (!response.ok) result.failures.push(String(response.status));
    else if (!Array.isArray(body) || body.length !== 1)
      result.failures.push(`${Array.isArray(body) ? body.length : 'no'} meals, not 1`);
    return performance.now() - started;
  };
  await send();
  for (let i = 0; i < REQUESTS; i++) result.times.push(Math.round(await send()));
  return result;
}

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ensureMongo, type MongoServer } from './mongo';
import { repoRoot } from './paths';
import { ProcessManager } from './processes';
import { ensureRedis, type RedisServer } from './redis';
import { SERVICES, startStack, type RunningStack } from './stack';

const VIRTUAL_USERS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Created {
  id: string;
  name: string;
}

/**
 * The whole stack from the built workspaces, with two diary replicas behind
 * the gateway. While virtual users keep creating, rating and reading
 * restaurants, each replica is stopped with SIGTERM and started again, one
 * at a time: no request may fail, and every write must be there afterwards.
 */
describe('rolling restart of the diary replicas under load', () => {
  // The stack's own manager: stopping it leaves the database up for the clean-up
  // (a FerretDB ensureMongo started here, when none answered, included).
  const processes = new ProcessManager();
  const servers = new ProcessManager();
  const run = randomUUID().slice(0, 8);
  const dbPrefix = `dining_rolling_${run}_`;
  let keyDir: string;
  let mongo: MongoServer | undefined;
  let redis: RedisServer | undefined;
  let mongoUrl: string;
  let stack: RunningStack;

  beforeAll(async () => {
    processes.stopOnExit();
    servers.stopOnExit();
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'dd-rolling-keys-'));
    mongo = await ensureMongo({ processes: servers, echo: false });
    mongoUrl = mongo.url;
    redis = await ensureRedis({ processes: servers, echo: false });
    stack = await startStack({
      root: repoRoot,
      processes,
      mongoUrl,
      mongoPostgresqlUrl: mongo.postgresqlUrl,
      redisUrl: redis.url,
      keyDir,
      dbPrefix,
      redisPrefix: `rolling_${run}:`,
      ports: 'flexible',
      echo: false,
      replicas: { diary: 2 },
    });
  }, 90_000);

  afterAll(async () => {
    await processes.stopAll();
    processes.dispose();
    try {
      if (mongo) {
        const client = new MongoClient(mongoUrl);
        try {
          for (const service of SERVICES)
            await client.db(`${dbPrefix}${service.name}`).dropDatabase();
        } finally {
          await client.close();
        }
      }
    } finally {
      await redis?.stop();
      await mongo?.stop();
      servers.dispose();
      await rm(keyDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves pages and /config.json from the web tier through the gateway, and counts it healthy', async () => {
    const page = await fetch(`${stack.gatewayUrl}/meals`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="dd-runtime-config"');
    expect((await fetch(`${stack.gatewayUrl}/config.json`)).status).toBe(200);
    const health = await fetch(`${stack.gatewayUrl}/healthz/services`);
    expect(await health.json()).toMatchObject({ status: 'ok', services: { web: 'up' } });
  });

  it('loses no request and no write while each replica restarts in turn', async () => {
    const token = await signUp(stack.gatewayUrl);
    const api = apiClient(stack.gatewayUrl, token);
    const failures: string[] = [];
    const created: Created[] = [];
    let requests = 0;
    let loading = true;

    const virtualUser = async (user: number) => {
      for (let i = 0; loading; i++) {
        const name = `Rolling ${user}-${i}`;
        const steps: Array<() => Promise<Response>> = [
          () => api('POST', '/api/restaurants', { name }),
          () => api('GET', '/api/restaurants?limit=20'),
        ];
        let id: string | undefined;
        for (const step of steps) {
          const outcome = await attempt(step);
          requests += 1;
          if (typeof outcome === 'string') failures.push(outcome);
          else if (!id && outcome.status === 201) {
            id = ((await outcome.json()) as { _id: string })._id;
            created.push({ id, name });
          } else await outcome.body?.cancel();
        }
        if (!id) continue;
        for (const step of [
          () => api('PUT', `/api/restaurants/${id}/thumbs`, { isThumbsUp: true }),
          () => api('GET', `/api/restaurants/${id}`),
        ]) {
          const outcome = await attempt(step);
          requests += 1;
          if (typeof outcome === 'string') failures.push(outcome);
          else await outcome.body?.cancel();
        }
        await sleep(20);
      }
    };

    const load = Promise.all(Array.from({ length: VIRTUAL_USERS }, (_, user) => virtualUser(user)));
    const restarts: string[] = [];
    for (const replica of stack.replicas.diary) {
      await sleep(1500);
      const before = requests;
      await replica.stop(10_000);
      restarts.push(
        `${replica.name} ${replica.process.exitStatus?.code === 0 ? 'exited 0' : JSON.stringify(replica.process.exitStatus)}`,
      );
      await replica.start();
      expect(requests).toBeGreaterThan(before);
    }
    await sleep(1500);
    loading = false;
    await load;

    expect(stack.replicas.diary).toHaveLength(2);
    expect(restarts).toEqual(['diary#1 exited 0', 'diary#2 exited 0']);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);

    const listed = await api('GET', '/api/restaurants');
    const restaurants = (await listed.json()) as Array<{
      _id: string;
      name: string;
      isThumbsUp: boolean | null;
    }>;
    const byId = new Map(restaurants.map((restaurant) => [restaurant._id, restaurant]));
    const lost = created.filter(({ id, name }) => byId.get(id)?.name !== name);
    const unrated = created.filter(({ id }) => byId.get(id)?.isThumbsUp !== true);
    expect(lost).toEqual([]);
    expect(unrated).toEqual([]);
    console.log(
      `rolling restart: ${requests} requests, ${created.length} restaurants written, 0 failed, 2 replicas restarted`,
    );
  }, 120_000);
});

async function signUp(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `rolling-${randomUUID().slice(0, 12)}@example.test`,
      fullName: 'Rolling Restart',
      password: `Pw-${randomUUID()}`,
      newsletter: false,
    }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  // Spec §7: sign-up answers the token itself, a JSON string.
  return (await response.json()) as string;
}

function apiClient(gatewayUrl: string, token: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${gatewayUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** The response when it is a success, else a line saying what failed. */
async function attempt(send: () => Promise<Response>): Promise<Response | string> {
  try {
    const response = await send();
    if (response.ok) return response;
    return `${response.status} ${await response.text()}`;
  } catch (error) {
    return `no response: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`;
  }
}

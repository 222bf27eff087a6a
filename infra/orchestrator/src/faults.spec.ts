import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RestartableProcesses } from './fault-control';
import { startFerretDbServer, waitForMongo } from './mongo';
import { findOnPath, freePort, sleep } from './net';
import { repoRoot } from './paths';
import { pingRedis } from './redis';
import { startStack, type RunningStack } from './stack';

// Real processes: a stack of its own (sandbox, four services, gateway) on its
// own FerretDB and Redis, which these tests stop and start again.
jest.setTimeout(180_000);

/** Longest a guarded route may take to answer while a dependency is down (the gateway gives up at 10 s). */
const ANSWER_BOUND_MS = 7000;
const RECOVERY_DEADLINE_MS = 30_000;

interface Answer {
  status: number;
  body: unknown;
  ms: number;
  retryAfter: string | null;
}

describe('faults survived (real processes)', () => {
  const processes = new RestartableProcesses();
  let dir: string;
  let stack: RunningStack;
  let redisUrl: string;
  let mongoUrl: string;
  let token: string;
  let restaurantId: string;

  async function call(
    method: string,
    url: string,
    body?: unknown,
    withToken = true,
  ): Promise<Answer> {
    const started = Date.now();
    const response = await fetch(`${stack.gatewayUrl}${url}`, {
      method,
      headers: {
        ...(withToken ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return {
      retryAfter: response.headers.get('retry-after'),
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      ms: Date.now() - started,
    };
  }

  const credentials = { email: `faults-${Date.now()}@example.test`, password: 'fault tolerant 1' };

  /** The routes a signed-in person uses, each guarded by the gateway's budgets and a token. */
  const guardedRoutes = () => [
    () => call('GET', '/api/restaurants'),
    () => call('GET', `/api/restaurants/${restaurantId}`),
    () => call('GET', '/api/meals'),
    () => call('POST', '/api/auth/login', credentials, false),
  ];

  async function expectAllUnavailable(): Promise<void> {
    const answers = await Promise.all(guardedRoutes().map((route) => route()));
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 503,
        // The dependency's own words: sessions (Redis) or the service as a whole.
        body: { message: expect.stringMatching(/^(Sessions cannot|The service is temporarily)/) },
        ms: expect.any(Number),
        retryAfter: '5',
      });
      expect(Object.keys(answer.body as object)).toEqual(['message']);
      expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
    }
  }

  async function expectRecovery(): Promise<void> {
    const giveUpAt = Date.now() + RECOVERY_DEADLINE_MS;
    let statuses: number[] = [];
    while (Date.now() < giveUpAt) {
      statuses = (await Promise.all(guardedRoutes().map((route) => route()))).map((a) => a.status);
      if (statuses.every((status) => status === 200)) return;
      await sleep(500);
    }
    throw new Error(`not recovered within ${RECOVERY_DEADLINE_MS} ms: ${statuses.join(', ')}`);
  }

  /** No service exited while a dependency was down: no crash, no restart loop. */
  function expectNoServiceExited(): void {
    for (const child of stack.processes) expect(child.exitStatus).toBeUndefined();
  }

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-faults-'));
    const redisPort = await freePort();
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    const redisServer = await findOnPath('redis-server');
    if (!redisServer) throw new Error('redis-server is needed');
    processes.start({
      name: 'redis',
      command: redisServer,
      args: [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      echo: false,
    });
    await waitForRedis();
    const mongo = await startFerretDbServer({
      port: await freePort(),
      backend: { handler: 'sqlite', dataDir: path.join(dir, 'ferretdb') },
      processes,
      echo: false,
    });
    mongoUrl = mongo.url;
    stack = await startStack({
      root: repoRoot,
      processes,
      mongoUrl,
      redisUrl,
      keyDir: path.join(dir, 'keys'),
      dbPrefix: 'dining_faults_',
      redisPrefix: 'dd:faults:',
      ports: 'flexible',
      echo: false,
    });
    const signup = await call(
      'POST',
      '/api/auth/signup',
      { ...credentials, fullName: 'Fault Tester', newsletter: false },
      false,
    );
    expect(signup.status).toBe(201);
    // Spec §7: sign-up answers the token itself, a JSON string.
    token = signup.body as string;
    const restaurant = await call('POST', '/api/restaurants', {
      name: 'Survivor',
      cuisine: 'Thai',
    });
    expect(restaurant.status).toBe(201);
    restaurantId = (restaurant.body as { _id: string })._id;
  });

  afterAll(async () => {
    await processes.stopAll();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  afterEach(async () => {
    // A failed test must not leave the next one without Redis or the database.
    await processes.startNamed('redis');
    await waitForRedis();
    await processes.startNamed('ferretdb');
    await waitForMongo(mongoUrl);
  });

  async function waitForRedis(): Promise<void> {
    const giveUpAt = Date.now() + 15_000;
    while (!(await pingRedis(redisUrl, 500))) {
      if (Date.now() > giveUpAt) throw new Error('Redis did not come up');
      await sleep(100);
    }
  }

  it('Redis down: guarded routes answer 503 {message} in bounded time, and all recovers once it is back', async () => {
    await processes.stopNamed('redis');
    await expectAllUnavailable();
    await sleep(2000);
    await expectAllUnavailable();
    expectNoServiceExited();

    await processes.startNamed('redis');
    await waitForRedis();
    await expectRecovery();
    expectNoServiceExited();
  });

  it('database down: 503 {message} in bounded time, no crash loop, and recovery with the data on return', async () => {
    await processes.stopNamed('ferretdb');
    await expectAllUnavailable();
    await sleep(3000);
    await expectAllUnavailable();
    expectNoServiceExited();

    await processes.startNamed('ferretdb');
    await waitForMongo(mongoUrl);
    await expectRecovery();
    const restaurant = await call('GET', `/api/restaurants/${restaurantId}`);
    expect(restaurant.body).toMatchObject({ _id: restaurantId, name: 'Survivor' });
    expectNoServiceExited();
  });
});

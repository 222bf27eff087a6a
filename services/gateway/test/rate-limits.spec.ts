import { randomUUID } from 'node:crypto';
import { REDIS_CLIENT, type RedisClient } from '@dd/nest-common';
import { generateTestKeyPair, signTestToken } from '@dd/nest-common/testing';
import { startGateway, type RunningGateway } from './support/gateway';
import { refusingUrl, startEchoUpstream, type Upstream } from './support/upstream';

const TOO_MANY = { message: 'Too many requests. Please wait a moment and try again.' };
/**
 * Budgets that no test reaches unless it means to, over a window long enough
 * that no test straddles two of them.
 */
const ROOMY = {
  RATE_LIMIT_WINDOW_SECONDS: '3600',
  RATE_LIMIT_READS_PER_IP: '1000',
  RATE_LIMIT_READS_PER_USER: '1000',
  RATE_LIMIT_WRITES_PER_IP: '1000',
  RATE_LIMIT_WRITES_PER_USER: '1000',
  RATE_LIMIT_UPLOADS_PER_IP: '1000',
  RATE_LIMIT_UPLOADS_PER_USER: '1000',
};

describe('gateway request budgets (real Redis)', () => {
  let diary: Upstream;
  let media: Upstream;
  let web: Upstream;
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    [diary, media, web] = await Promise.all(
      ['diary', 'media', 'web'].map((name) => startEchoUpstream(name)),
    );
  });

  afterEach(async () => {
    await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
  });

  afterAll(async () => {
    await Promise.all([diary.close(), media.close(), web.close()]);
  });

  async function gatewayWith(env: NodeJS.ProcessEnv): Promise<RunningGateway> {
    const gateway = await startGateway({
      DIARY_URL: diary.url,
      MEDIA_URL: media.url,
      WEB_URL: web.url,
      ...ROOMY,
      ...env,
    });
    gateways.push(gateway);
    return gateway;
  }

  function call(
    gateway: RunningGateway,
    path: string,
    {
      method = 'GET',
      user,
      headers = {},
    }: { method?: string; user?: string; headers?: Record<string, string> } = {},
  ) {
    return fetch(`${gateway.url}${path}`, {
      method,
      headers: {
        ...headers,
        ...(user && { authorization: `Bearer ${gateway.tokenFor(user)}` }),
        ...(method !== 'GET' && { 'content-type': 'application/json' }),
      },
      ...(method !== 'GET' && { body: '{}' }),
    });
  }

  async function statuses(responses: Promise<Response>[]): Promise<number[]> {
    const answered = await Promise.all(responses);
    await Promise.all(answered.map((response) => response.arrayBuffer()));
    return answered.map((response) => response.status);
  }

  it('answers 429 {message} with Retry-After once a user’s reads are spent, before reaching the service', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_READS_PER_USER: '3' });
    for (let i = 0; i < 3; i++)
      expect((await call(gateway, '/api/meals', { user: 'ada' })).status).toBe(200);
    const hitsBefore = diary.hits;

    const refused = await call(gateway, '/api/meals', { user: 'ada' });

    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(diary.hits).toBe(hitsBefore);
  });

  it('keeps each user’s budget and each class’s budget apart', async () => {
    const gateway = await gatewayWith({
      RATE_LIMIT_READS_PER_USER: '2',
      RATE_LIMIT_WRITES_PER_USER: '2',
      RATE_LIMIT_UPLOADS_PER_USER: '1',
    });
    expect(
      await statuses([1, 2, 3].map(() => call(gateway, '/api/tags', { user: 'ada' }))),
    ).toEqual(expect.arrayContaining([200, 200, 429]));
    expect((await call(gateway, '/api/tags', { user: 'grace' })).status).toBe(200);
    expect((await call(gateway, '/api/tags', { method: 'POST', user: 'ada' })).status).toBe(200);
    expect((await call(gateway, '/api/tags', { method: 'PUT', user: 'ada' })).status).toBe(200);
    expect((await call(gateway, '/api/tags', { method: 'DELETE', user: 'ada' })).status).toBe(429);
    expect(
      (await call(gateway, '/api/uploads/proxy', { method: 'POST', user: 'ada' })).status,
    ).toBe(200);
    expect(
      (await call(gateway, '/api/uploads/proxy', { method: 'POST', user: 'ada' })).status,
    ).toBe(429);
  });

  it('charges anonymous requests to the address, whatever X-Forwarded-For the client sends', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_WRITES_PER_IP: '3' });
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(gateway, '/api/auth/login', { method: 'POST', headers: forged(i) })).status,
      ).not.toBe(429);
    }
    const refused = await call(gateway, '/api/auth/login', { method: 'POST', headers: forged(9) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY);
  });

  it('counts a token it cannot verify against the address only, so nobody can spend another user’s budget', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_READS_PER_USER: '2' });
    const forger = generateTestKeyPair();
    const forgedVictim = signTestToken(forger.privateKey, { id: 'victim' });
    for (let i = 0; i < 5; i++) {
      await (
        await call(gateway, '/api/meals', { headers: { authorization: `Bearer ${forgedVictim}` } })
      ).arrayBuffer();
    }
    expect((await call(gateway, '/api/meals', { user: 'victim' })).status).toBe(200);
  });

  it('shares budgets between replicas through Redis', async () => {
    const shared = { REDIS_PREFIX: `test_gateway_shared_${randomUUID().slice(0, 8)}:` };
    const one = await gatewayWith({ ...shared, RATE_LIMIT_READS_PER_USER: '4' });
    const two = await gatewayWith({ ...shared, RATE_LIMIT_READS_PER_USER: '4' });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await call(i % 2 ? two : one, '/api/meals', { user: 'ada' })).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('charges the public share pages and their photos to the address', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_READS_PER_IP: '2' });
    const page = '/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect((await call(gateway, page)).status).toBe(200);
    expect((await call(gateway, `${page}/photos/0`)).status).toBe(200);
    const hitsBefore = diary.hits;

    const refused = await call(gateway, page, { headers: { 'x-forwarded-for': '198.51.100.7' } });

    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY);
    expect(diary.hits).toBe(hitsBefore);
  });

  describe('charges a path by what it routes to, however it is spelled', () => {
    const prefix = `test_gateway_spelled_${randomUUID().slice(0, 8)}:`;
    let gateway: RunningGateway;
    let user = 0;

    beforeAll(async () => {
      gateway = await startGateway({
        DIARY_URL: diary.url,
        MEDIA_URL: media.url,
        ...ROOMY,
        REDIS_PREFIX: prefix,
      });
    });

    afterAll(() => gateway.close());

    /** Every budget counter of one user, read back from Redis: `{ 'write:user': 1 }`. */
    async function countersOf(userId: string): Promise<Record<string, number>> {
      const redis = gateway.app.get<RedisClient>(REDIS_CLIENT);
      const keys = await redis.keys(`${prefix}gateway:rate:*:user:${userId}:*`);
      const counted: Record<string, number> = {};
      for (const key of keys) {
        const requestClass = key.slice(`${prefix}gateway:rate:`.length).split(':', 1)[0]!;
        counted[`${requestClass}:user`] = Number(await redis.get(key));
      }
      return counted;
    }

    /** Sends one request as a new user; what it charged and the path the service was asked for. */
    async function charged(method: string, path: string) {
      const userId = `spelled-${++user}`;
      const response = await call(gateway, path, { method, user: userId });
      const echoed = (await response.json()) as { url?: string };
      return {
        status: response.status,
        upstreamUrl: echoed.url,
        counters: await countersOf(userId),
      };
    }

    it.each([
      ['POST', '/api/tags', ['/%61pi/tags', '/api//tags', '/api/x/../tags', '/%61%70%69/./tags']],
      ['GET', '/api/meals', ['/%61pi/meals', '//api/meals', '/api/%6deals']],
      ['POST', '/api/uploads/proxy', ['/%61pi/uploads/proxy', '/api/%75ploads/proxy']],
      ['GET', '/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345', ['/%73/AbCdEfGhIjKlMnOpQrStUvWxYz012345']],
    ])('%s %s', async (method, plain, spellings) => {
      const expected = await charged(method, plain);
      expect(expected).toMatchObject({ status: 200, upstreamUrl: plain });
      expect(Object.values(expected.counters)).toEqual([1]);
      for (const spelled of spellings)
        expect({ spelled, ...(await charged(method, spelled)) }).toEqual({ spelled, ...expected });
    });
  });

  it('does not charge pages, static files, /config.json or /healthz', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_READS_PER_IP: '1' });
    for (let i = 0; i < 5; i++) {
      expect((await call(gateway, '/config.json')).status).toBe(200);
      expect((await call(gateway, '/meals')).status).toBe(200);
      expect((await call(gateway, '/mfe/meals/remoteEntry.js')).status).toBe(200);
      expect((await call(gateway, '/healthz')).status).toBe(200);
    }
  });

  it('lets requests through, quickly, while Redis is unreachable', async () => {
    const gateway = await gatewayWith({
      REDIS_URL: (await refusingUrl()).replace('http:', 'redis:'),
      RATE_LIMIT_READS_PER_USER: '1',
    });
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      expect((await call(gateway, '/api/meals', { user: 'ada' })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });
});

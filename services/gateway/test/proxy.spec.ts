import { randomBytes } from 'node:crypto';
import { UPSTREAM_ROUTES } from '../src/proxy/upstream-routes';
import { startGateway, type RunningGateway } from './support/gateway';
import {
  refusingUrl,
  startEchoServices,
  startEchoUpstream,
  type EchoedRequest,
  type EchoServices,
} from './support/upstream';

describe('gateway /api proxy', () => {
  let upstreams: EchoServices;
  let closeUpstreams: () => Promise<void>;
  let gateway: RunningGateway;

  beforeAll(async () => {
    const services = await startEchoServices();
    ({ upstreams, close: closeUpstreams } = services);
    gateway = await startGateway(services.env);
  });

  afterAll(async () => {
    await gateway.close();
    await closeUpstreams();
  });

  const expectedRouting: Array<[string, string]> = [
    ['/api/auth/login', 'auth'],
    ['/api/restaurants', 'diary'],
    ['/api/restaurants/65a1/meals', 'diary'],
    ['/api/meals', 'diary'],
    ['/api/meals/65a1', 'diary'],
    ['/api/tags', 'diary'],
    ['/api/restaurant-tags', 'diary'],
    ['/api/restaurant-tags/65a1', 'diary'],
    ['/api/meal-tags', 'diary'],
    ['/api/companions', 'diary'],
    ['/api/companions/summary', 'diary'],
    ['/api/posts', 'diary'],
    ['/api/exports/0b7f9a8e-55b4-4c55-9d1e-6f0f8f4a1d2c/file', 'diary'],
    ['/api/imports/0b7f9a8e-55b4-4c55-9d1e-6f0f8f4a1d2c', 'diary'],
    ['/api/shares/65a1', 'diary'],
    ['/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345', 'diary'],
    ['/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345/photos/0', 'diary'],
    ['/api/uploads/images/abc.webp', 'media'],
    ['/api/yelp/businesses/search', 'yelp'],
    ['/api/categories', 'yelp'],
    // Everything else is the web tier's: pages, the remotes' and the shell's files, /config.json.
    ['/', 'web'],
    ['/meals/65a1', 'web'],
    ['/mfe/meals/remoteEntry.js', 'web'],
    ['/main.3f2a9c1d7e.js', 'web'],
    ['/config.json', 'web'],
  ];

  it.each(expectedRouting)('forwards %s unchanged to %s', async (path, service) => {
    const response = await fetch(`${gateway.url}${path}?q=a%20b&limit=2`);

    expect(response.status).toBe(200);
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.service).toBe(service);
    expect(echoed.url).toBe(`${path}?q=a%20b&limit=2`);
  });

  it('sends the web tier reads only', async () => {
    const hits = upstreams.web.hits;
    const post = await fetch(`${gateway.url}/meals`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(404);
    expect(upstreams.web.hits).toBe(hits);
  });

  it("tells the web tier the client's address, as it tells every service", async () => {
    const echoed = (await (await fetch(`${gateway.url}/meals`)).json()) as EchoedRequest;
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echoed.headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
  });

  it('covers every prefix of the routing table', () => {
    const tested = new Set(
      expectedRouting.map(
        ([path]) => UPSTREAM_ROUTES.find((route) => path.startsWith(route.prefix))?.prefix,
      ),
    );
    expect([...tested].sort()).toEqual(UPSTREAM_ROUTES.map((route) => route.prefix).sort());
  });

  it('passes a share page’s own CSP and Referrer-Policy through, in place of the app’s', async () => {
    const pageHeaders = {
      'content-security-policy': "default-src 'none'; img-src 'self'",
      'referrer-policy': 'no-referrer',
      'cache-control': 'private, no-store',
    };
    const response = await fetch(`${gateway.url}/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345`, {
      headers: { 'x-echo-headers': JSON.stringify(pageHeaders) },
    });

    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(pageHeaders))
      expect(response.headers.get(name)).toBe(value);
  });

  it('passes methods, JSON bodies and the upstream status through', async () => {
    const response = await fetch(`${gateway.url}/api/meals/65a1`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-echo-status': '201',
        authorization: 'Bearer abc',
      },
      body: '{"name": "Ramen",  "rating":true}',
    });

    expect(response.status).toBe(201);
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.method).toBe('PUT');
    expect(echoed.headers.authorization).toBe('Bearer abc');
    expect(Buffer.from(echoed.bodyBase64, 'base64').toString()).toBe(
      '{"name": "Ramen",  "rating":true}',
    );
  });

  it('passes an Idempotency-Key up and the replay mark back (offline outbox)', async () => {
    const response = await fetch(`${gateway.url}/api/meals`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': 'outbox-7f3a9c21',
        'x-echo-status': '201',
        'x-echo-headers': JSON.stringify({ 'idempotent-replayed': 'true' }),
      },
      body: '{"restaurantName":"Nopa"}',
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.headers['idempotency-key']).toBe('outbox-7f3a9c21');
  });

  it('passes a multipart upload with binary content byte for byte', async () => {
    const image = randomBytes(256 * 1024);
    const form = new FormData();
    form.append('image', new Blob([image], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('caption', 'lunch');
    const sent = new Request(`${gateway.url}/api/uploads/proxy`, { method: 'POST', body: form });
    const sentBody = Buffer.from(await sent.clone().arrayBuffer());

    const response = await fetch(sent);

    expect(response.status).toBe(200);
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.service).toBe('media');
    expect(echoed.headers['content-type']).toBe(sent.headers.get('content-type'));
    expect(Buffer.from(echoed.bodyBase64, 'base64').equals(sentBody)).toBe(true);
  });

  it('gzips a JSON answer when the client asks for it', async () => {
    const body = JSON.stringify({ notes: 'delicious '.repeat(1000) });

    const response = await fetch(`${gateway.url}/api/meals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body,
    });

    expect(response.headers.get('content-encoding')).toBe('gzip');
    const echoed = (await response.json()) as EchoedRequest;
    expect(Buffer.from(echoed.bodyBase64, 'base64').toString()).toBe(body);
  });

  it('makes an authenticated answer uncacheable, even one the service called public', async () => {
    const response = await fetch(`${gateway.url}/api/categories`, {
      headers: {
        authorization: `Bearer ${gateway.tokenFor('user-cache')}`,
        'x-echo-headers': JSON.stringify({ 'cache-control': 'public, max-age=86400' }),
      },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the caching of an anonymous answer (a public image) to the service', async () => {
    const response = await fetch(`${gateway.url}/api/uploads/images/abc.webp`, {
      headers: { 'x-echo-headers': JSON.stringify({ 'cache-control': 'public, max-age=60' }) },
    });

    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('forwards the caller’s request id and echoes it back', async () => {
    const response = await fetch(`${gateway.url}/api/posts`, {
      headers: { 'x-request-id': 'req-42' },
    });

    expect(response.headers.get('x-request-id')).toBe('req-42');
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.headers['x-request-id']).toBe('req-42');
  });

  it('generates a request id when there is none and sends the same one upstream', async () => {
    const response = await fetch(`${gateway.url}/api/posts`);

    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.headers['x-request-id']).toBe(requestId);
  });

  it('tells the service the client address in x-forwarded-for', async () => {
    const echoed = (await (await fetch(`${gateway.url}/api/tags`)).json()) as EchoedRequest;

    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echoed.headers['x-forwarded-proto']).toBe('http');
  });

  it('appends the client address to an x-forwarded-for chain started in front of the gateway', async () => {
    const response = await fetch(`${gateway.url}/api/tags`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });

    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });

  it('answers an unknown /api path with a 404 JSON message, without calling any service', async () => {
    const hitsBefore = Object.values(upstreams).reduce((sum, upstream) => sum + upstream.hits, 0);

    for (const [method, path] of [
      ['GET', '/api/unknown'],
      ['POST', '/api/unknown/thing'],
      ['GET', '/api/restaurantsX'],
    ]) {
      const response = await fetch(`${gateway.url}${path}`, {
        method,
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    expect(Object.values(upstreams).reduce((sum, upstream) => sum + upstream.hits, 0)).toBe(
      hitsBefore,
    );
  });

  it('does not retry a service’s own 503', async () => {
    const hitsBefore = upstreams.yelp.hits;

    const response = await fetch(`${gateway.url}/api/categories`, {
      headers: { 'x-echo-status': '503' },
    });

    expect(response.status).toBe(503);
    // Read to the end: an unread body keeps the connection busy and the gateway's close waiting.
    expect(await response.json()).toMatchObject({ service: 'yelp' });
    expect(upstreams.yelp.hits).toBe(hitsBefore + 1);
  });
});

describe('gateway /api proxy when a service fails', () => {
  it('answers 502 JSON at once when the service refuses connections', async () => {
    const down = await refusingUrl();
    const gateway = await startGateway({ AUTH_URL: down, UPSTREAM_TIMEOUT_MS: '10000' });
    try {
      for (const method of ['GET', 'POST']) {
        const started = Date.now();
        const response = await fetch(`${gateway.url}/api/auth/login`, {
          method,
          ...(method === 'POST' && { headers: { 'content-type': 'application/json' }, body: '{}' }),
        });

        expect(Date.now() - started).toBeLessThan(2000);
        expect(response.status).toBe(502);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(await response.json()).toEqual({ message: 'Auth service is unavailable' });
      }
    } finally {
      await gateway.close();
    }
  });

  it('answers 504 JSON when the service does not answer within UPSTREAM_TIMEOUT_MS', async () => {
    const slow = await startEchoUpstream('diary', { delayMs: 3000 });
    const gateway = await startGateway({ DIARY_URL: slow.url, UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const started = Date.now();
      const response = await fetch(`${gateway.url}/api/meals`);

      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.status).toBe(504);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ message: 'Diary service did not respond in time' });
    } finally {
      await gateway.close();
      await slow.close();
    }
  });
});

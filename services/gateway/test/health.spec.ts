import { startGateway } from './support/gateway';
import { refusingUrl, startEchoUpstream, type Upstream } from './support/upstream';

describe('GET /healthz (public)', () => {
  it('answers 200 from the gateway alone, asking no service, even when every one is down', async () => {
    const down = await refusingUrl();
    const probed = await startEchoUpstream('auth');
    const gateway = await startGateway({
      AUTH_URL: probed.url,
      DIARY_URL: down,
      MEDIA_URL: down,
      YELP_URL: down,
    });
    try {
      for (let i = 0; i < 20; i++) {
        const response = await fetch(`${gateway.url}/healthz`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ status: 'ok' });
      }
      expect(probed.healthHits).toBe(0);
    } finally {
      await gateway.close();
      await probed.close();
    }
  });
});

describe('GET /healthz/services (internal)', () => {
  const started: Upstream[] = [];

  afterEach(async () => {
    await Promise.all(started.splice(0).map((upstream) => upstream.close()));
  });

  async function upstream(name: string, healthStatus = 200): Promise<string> {
    const server = await startEchoUpstream(name, { healthStatus });
    started.push(server);
    return server.url;
  }

  it('is 200 when every service is up', async () => {
    const gateway = await startGateway({
      AUTH_URL: await upstream('auth'),
      DIARY_URL: await upstream('diary'),
      MEDIA_URL: await upstream('media'),
      YELP_URL: await upstream('yelp'),
      WEB_URL: await upstream('web'),
    });
    try {
      const response = await fetch(`${gateway.url}/healthz/services`);

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        services: { auth: 'up', diary: 'up', media: 'up', yelp: 'up', web: 'up' },
      });
    } finally {
      await gateway.close();
    }
  });

  it('is 503 naming the services that are down, unreachable or unhealthy', async () => {
    const gateway = await startGateway({
      AUTH_URL: await upstream('auth'),
      DIARY_URL: await upstream('diary', 503),
      MEDIA_URL: await refusingUrl(),
      YELP_URL: await upstream('yelp'),
      WEB_URL: await refusingUrl(),
    });
    try {
      const response = await fetch(`${gateway.url}/healthz/services`);

      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        status: 'error',
        services: { auth: 'up', diary: 'down', media: 'down', yelp: 'up', web: 'down' },
      });
    } finally {
      await gateway.close();
    }
  });

  it('counts a service that does not answer in time as down, without waiting for it', async () => {
    const up = await upstream('auth');
    const hanging = await startEchoUpstream('yelp', { delayMs: 10_000 });
    started.push(hanging);
    const gateway = await startGateway({
      AUTH_URL: up,
      DIARY_URL: up,
      MEDIA_URL: up,
      YELP_URL: hanging.url,
      WEB_URL: up,
    });
    try {
      const before = Date.now();
      const response = await fetch(`${gateway.url}/healthz/services`);

      expect(Date.now() - before).toBeLessThan(5000);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ services: { yelp: 'down', auth: 'up' } });
    } finally {
      await gateway.close();
    }
  });

  it('is a 404 for callers outside INTERNAL_NETWORKS, and asks no service', async () => {
    const auth = await startEchoUpstream('auth');
    started.push(auth);
    const gateway = await startGateway({
      AUTH_URL: auth.url,
      DIARY_URL: auth.url,
      MEDIA_URL: auth.url,
      YELP_URL: auth.url,
      INTERNAL_NETWORKS: '10.0.0.0/8',
    });
    try {
      const response = await fetch(`${gateway.url}/healthz/services`, {
        headers: { 'x-forwarded-for': '10.1.2.3' },
      });

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Cannot GET /healthz/services' });
      expect(auth.healthHits).toBe(0);
    } finally {
      await gateway.close();
    }
  });
});

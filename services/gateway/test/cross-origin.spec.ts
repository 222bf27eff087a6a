import { NEXT_CURSOR_HEADER } from '@dd/contracts';
import { startGateway, type RunningGateway } from './support/gateway';
import { startEchoUpstream, type Upstream } from './support/upstream';

const ALLOWED = 'https://app.example.com';
const OTHER = 'https://evil.example.net';

/** A comma-separated header value as a list. */
function listOf(header: string | null): string[] {
  return (header ?? '').split(',').map((item) => item.trim());
}

describe('gateway CORS', () => {
  let diary: Upstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    diary = await startEchoUpstream('diary');
    gateway = await startGateway({ DIARY_URL: diary.url, CORS_ORIGINS: ALLOWED });
  });

  afterAll(async () => {
    await gateway.close();
    await diary.close();
  });

  function preflight(origin: string) {
    return fetch(`${gateway.url}/api/meals/65a1/thumbs`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
  }

  it('answers an allowed origin’s preflight itself, without reaching the service', async () => {
    const hitsBefore = diary.hits;
    const response = await preflight(ALLOWED);

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(listOf(response.headers.get('access-control-allow-headers'))).toEqual([
      'authorization',
      'content-type',
      'x-request-id',
      'idempotency-key',
    ]);
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await response.text()).toBe('');
    expect(diary.hits).toBe(hitsBefore);
  });

  it('lets an allowed origin read a proxied answer, its cursor header and replay mark', async () => {
    const response = await fetch(`${gateway.url}/api/meals?limit=1`, {
      headers: { origin: ALLOWED },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(listOf(response.headers.get('access-control-expose-headers'))).toEqual([
      NEXT_CURSOR_HEADER,
      'x-request-id',
      'idempotent-replayed',
    ]);
    expect(response.headers.get('vary')).toMatch(/origin/i);
    expect(await response.json()).toMatchObject({ service: 'diary' });
  });

  it('grants nothing to an origin that is not on the list', async () => {
    const denied = await preflight(OTHER);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    await denied.text();

    const read = await fetch(`${gateway.url}/api/meals`, { headers: { origin: OTHER } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    await read.text();
  });

  it('adds no CORS headers to same-origin requests', async () => {
    const response = await fetch(`${gateway.url}/api/meals`);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    await response.text();
  });
});

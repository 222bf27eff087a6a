import { startGateway, type RunningGateway } from './support/gateway';
import { requestLine } from './support/raw-socket';
import { startEchoServices } from './support/upstream';

describe('gateway, hostile request targets', () => {
  let services: Awaited<ReturnType<typeof startEchoServices>>;
  let gateway: RunningGateway;

  beforeAll(async () => {
    services = await startEchoServices();
    gateway = await startGateway(services.env);
  });

  afterAll(async () => {
    await gateway.close();
    await services.close();
  });

  it.each([
    '/api/restaurants/..%2fx',
    '/api/yelp/business/abc%2F..%2Fv3',
    '/api/meals/%2e%2e%2f%2e%2e%2fauth',
    'http://evil.example/api/restaurants',
  ])('answers %s with a 4xx and a JSON message, never a 5xx', async (target) => {
    const answer = await requestLine(gateway.url, `GET ${target} HTTP/1.1`, {
      authorization: `Bearer ${gateway.tokenFor('user-hostile')}`,
    });

    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['/api/restaurants/../auth/profile', 'auth', '/api/auth/profile'],
    ['/api/uploads/images/%2e%2e', 'media', '/api/uploads/'],
    ['/api/meals/%2e%2e/%61uth/profile', 'auth', '/api/auth/profile'],
    ['/api/x/../../../s/abc', 'diary', '/s/abc'],
  ])(
    'resolves the dot segments of %s before routing: %s is asked for %s',
    async (target, service, path) => {
      const answer = await requestLine(gateway.url, `GET ${target} HTTP/1.1`, {
        authorization: `Bearer ${gateway.tokenFor('user-hostile')}`,
      });

      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ service, url: path });
    },
  );
});

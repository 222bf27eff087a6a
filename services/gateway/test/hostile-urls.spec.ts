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
    '/api/uploads/images/%2e%2e',
    '/api/yelp/business/abc%2F..%2Fv3',
    '/api/restaurants/../auth/profile',
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
});

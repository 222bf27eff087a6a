import { startGateway, type RunningGateway } from './support/gateway';
import { requestLine } from './support/raw-socket';
import { startEchoUpstream, type Upstream } from './support/upstream';

describe('gateway, hostile request targets', () => {
  let upstreams: Upstream[];
  let gateway: RunningGateway;

  beforeAll(async () => {
    upstreams = await Promise.all(
      (['auth', 'diary', 'media', 'yelp'] as const).map((name) => startEchoUpstream(name)),
    );
    const [auth, diary, media, yelp] = upstreams;
    gateway = await startGateway({
      AUTH_URL: auth.url,
      DIARY_URL: diary.url,
      MEDIA_URL: media.url,
      YELP_URL: yelp.url,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(upstreams.map((upstream) => upstream.close()));
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

import { CITIES } from '@dd/sandbox';
import { startRecordingSandbox, type RecordingSandbox } from './support/recording-sandbox';
import { startYelpService, type YelpServiceUnderTest } from './support/yelp-test-harness';

const BOISE = CITIES.find((city) => city.name === 'Boise')!.centre;
const RATE_LIMIT = 25;

/** A point near Boise unique to this call, so the request misses the cache. */
let jitter = 0;
const freshPoint = () => ({
  latitude: (BOISE.latitude + ++jitter * 0.0001).toFixed(6),
  longitude: BOISE.longitude,
});

describe('yelp proxy against the sandbox', () => {
  let sandbox: RecordingSandbox;
  let service: YelpServiceUnderTest;
  let proxiedRequests = 0;

  beforeAll(async () => {
    sandbox = await startRecordingSandbox();
    service = await startYelpService({
      YELP_API_URL: sandbox.yelpApiUrl,
      YELP_API_KEY: 'test-key',
      YELP_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    });
  });

  afterAll(async () => {
    const ratio = 1 - sandbox.calls.length / proxiedRequests;
    console.info(
      `yelp proxy tests: ${proxiedRequests} answered, ${sandbox.calls.length} upstream calls, cache hit ratio ${(ratio * 100).toFixed(0)}%`,
    );
    await service.stop();
    await sandbox.close();
  });

  async function get(url: string, userId = 'user-a') {
    const response = await service.get(url, userId);
    if (response.statusCode === 200) proxiedRequests++;
    return response;
  }

  const callsDuring = async <T>(action: () => Promise<T>) => {
    const before = sandbox.calls.length;
    const result = await action();
    return { result, calls: sandbox.calls.slice(before) };
  };

  it('rejects requests without a valid token', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/yelp/search/nearby?latitude=1&longitude=1',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  describe('GET /api/yelp/search/nearby', () => {
    it('answers Yelp-shaped businesses within 1000 m sorted by distance, sending the defaults and the key', async () => {
      const { result, calls } = await callsDuring(() =>
        get(`/api/yelp/search/nearby?latitude=${BOISE.latitude}&longitude=${BOISE.longitude}`),
      );
      expect(result.statusCode).toBe(200);
      const { businesses, total } = result.body;
      expect(total).toBeGreaterThan(0);
      expect(businesses.length).toBeLessThanOrEqual(20);
      expect(businesses[0]).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        image_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/yelp\/photos\//),
        url: expect.any(String),
        rating: expect.any(Number),
        review_count: expect.any(Number),
        price: expect.stringMatching(/^\$+$/),
        phone: expect.any(String),
        distance: expect.any(Number),
        categories: expect.arrayContaining([
          expect.objectContaining({ title: expect.any(String) }),
        ]),
        location: expect.objectContaining({
          address1: expect.any(String),
          city: 'Boise',
          state: 'ID',
          zip_code: expect.any(String),
        }),
        coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) },
      });
      const distances = businesses.map((b: { distance: number }) => b.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(1000);

      expect(calls).toHaveLength(1);
      const upstream = new URL(calls[0]!.url, 'http://sandbox');
      expect(upstream.pathname).toBe('/yelp/v3/businesses/search');
      expect(Object.fromEntries(upstream.searchParams)).toEqual({
        latitude: String(BOISE.latitude),
        longitude: String(BOISE.longitude),
        limit: '20',
        radius: '1000',
        sort_by: 'distance',
      });
      expect(calls[0]!.authorization).toBe('Bearer test-key');
    });

    it('forwards only whitelisted, normalised parameters', async () => {
      const point = freshPoint();
      const { result, calls } = await callsDuring(() =>
        get(
          `/api/yelp/search/nearby?latitude=${point.latitude}&longitude=${point.longitude}` +
            '&radius=5000&price=2,1&categories=pizza&limit=5&host=evil.example&url=http://evil.example&api_key=x&__proto__=1',
        ),
      );
      expect(result.statusCode).toBe(200);
      expect(
        result.body.businesses.every((b: { price: string }) => ['$', '$$'].includes(b.price)),
      ).toBe(true);
      const params = Object.fromEntries(new URL(calls[0]!.url, 'http://sandbox').searchParams);
      expect(Object.keys(params).sort()).toEqual([
        'categories',
        'latitude',
        'limit',
        'longitude',
        'price',
        'radius',
        'sort_by',
      ]);
      expect(params.price).toBe('1,2');
    });

    it('answers 400 {message} without latitude and longitude, calling nothing upstream', async () => {
      const { result, calls } = await callsDuring(() => get('/api/yelp/search/nearby?radius=1000'));
      expect(result).toEqual({
        statusCode: 400,
        body: { message: 'latitude: Required; longitude: Required' },
      });
      expect(calls).toHaveLength(0);
    });

    it.each([
      ['latitude out of range', 'latitude=91&longitude=0'],
      ['longitude out of range', 'latitude=0&longitude=-181'],
      ['radius over 40000', 'latitude=0&longitude=0&radius=40001'],
      ['limit over 50', 'latitude=0&longitude=0&limit=51'],
      ['price level 5', 'latitude=0&longitude=0&price=1,5'],
      ['unknown sort_by', 'latitude=0&longitude=0&sort_by=random'],
      ['repeated latitude', 'latitude=1&latitude=2&longitude=0'],
      ['non-numeric latitude', 'latitude=1e3&longitude=0'],
      ['categories with a path', 'latitude=0&longitude=0&categories=..%2Fadmin'],
    ])('rejects %s with 400 before reaching upstream', async (_label, query) => {
      const { result, calls } = await callsDuring(() => get(`/api/yelp/search/nearby?${query}`));
      expect(result.statusCode).toBe(400);
      expect(result.body).toEqual({ message: expect.any(String) });
      expect(calls).toHaveLength(0);
    });

    it('coalesces identical concurrent requests into one upstream call', async () => {
      const point = freshPoint();
      const url = `/api/yelp/search/nearby?latitude=${point.latitude}&longitude=${point.longitude}`;
      const { result, calls } = await callsDuring(() =>
        Promise.all(Array.from({ length: 6 }, (_, i) => get(url, `user-${i}`))),
      );
      expect(result.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(result.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(calls).toHaveLength(1);
    });
  });

  describe('GET /api/yelp/search', () => {
    it('searches a term in a city', async () => {
      const { statusCode, body } = await get(
        '/api/yelp/search?term=pizza&location=Chicago,%20IL&limit=5',
      );
      expect(statusCode).toBe(200);
      expect(body.businesses.length).toBeGreaterThan(0);
      expect(body.businesses[0].location.city).toBe('Chicago');
      expect(body).toMatchObject({
        total: expect.any(Number),
        region: { center: expect.any(Object) },
      });
    });

    it('searches a term around coordinates within a radius', async () => {
      const { statusCode, body } = await get(
        `/api/yelp/search?term=thai&latitude=${BOISE.latitude}&longitude=${BOISE.longitude}&radius=10000&sort_by=rating`,
      );
      expect(statusCode).toBe(200);
      const ratings = body.businesses.map((b: { rating: number }) => b.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it('serves the same question from the cache whatever the parameter order', async () => {
      const { calls } = await callsDuring(async () => {
        await get('/api/yelp/search?term=sushi&location=San%20Francisco&limit=3&price=3,2');
        await get('/api/yelp/search?price=2,3&limit=3&location=San%20Francisco&term=sushi');
      });
      expect(calls).toHaveLength(1);
    });

    it('needs a location or coordinates', async () => {
      const response = await get('/api/yelp/search?term=pizza');
      expect(response).toEqual({
        statusCode: 400,
        body: { message: 'location or latitude and longitude are required' },
      });
    });

    it("passes on the sandbox's 400 for an unknown location", async () => {
      const response = await get('/api/yelp/search?term=pizza&location=Atlantis');
      expect(response.statusCode).toBe(400);
      expect(response.body.message).toMatch(/location/i);
    });
  });

  describe('GET /api/yelp/autocomplete', () => {
    it('answers businesses matching the text near the coordinates', async () => {
      const { statusCode, body } = await get(
        `/api/yelp/autocomplete?text=pizz&latitude=${BOISE.latitude}&longitude=${BOISE.longitude}`,
      );
      expect(statusCode).toBe(200);
      expect(body.businesses[0]).toEqual({
        id: expect.any(String),
        name: expect.stringMatching(/pizz/i),
      });
      expect(body).toEqual(
        expect.objectContaining({ terms: expect.any(Array), categories: expect.any(Array) }),
      );
    });

    it('needs text', async () => {
      expect((await get('/api/yelp/autocomplete?text=%20')).statusCode).toBe(400);
    });
  });

  describe('GET /api/yelp/business/:id and /reviews', () => {
    let businessId: string;

    beforeAll(async () => {
      businessId = (
        await get(`/api/yelp/search/nearby?latitude=${BOISE.latitude}&longitude=${BOISE.longitude}`)
      ).body.businesses[0].id;
    });

    it('answers the business with hours and photos, a second time from the cache', async () => {
      const { result, calls } = await callsDuring(async () => {
        const first = await get(`/api/yelp/business/${businessId}`);
        const second = await get(`/api/yelp/business/${businessId}`, 'user-b');
        return [first, second];
      });
      expect(calls.map((call) => call.url)).toEqual([`/yelp/v3/businesses/${businessId}`]);
      expect(result[1]).toEqual(result[0]);
      expect(result[0]!.body).toMatchObject({
        id: businessId,
        photos: expect.arrayContaining([expect.stringMatching(/\/yelp\/photos\/.+\.svg$/)]),
        hours: [
          {
            open: expect.arrayContaining([
              expect.objectContaining({
                day: expect.any(Number),
                start: expect.stringMatching(/^\d{4}$/),
              }),
            ]),
          },
        ],
        location: expect.objectContaining({
          address1: expect.any(String),
          address2: null,
          address3: null,
        }),
      });
    });

    it('answers its reviews', async () => {
      const { statusCode, body } = await get(`/api/yelp/business/${businessId}/reviews`);
      expect(statusCode).toBe(200);
      expect(body.reviews.length).toBeGreaterThan(0);
      expect(body.reviews[0]).toEqual(
        expect.objectContaining({
          rating: expect.any(Number),
          time_created: expect.any(String),
          text: expect.any(String),
          url: expect.any(String),
        }),
      );
    });

    it('answers 404 {message} for an unknown business', async () => {
      expect(await get('/api/yelp/business/no-such-place')).toEqual({
        statusCode: 404,
        body: { message: 'Business not found' },
      });
    });

    it.each([
      '..%2Fadmin',
      '..%2F..%2Fv3%2Fautocomplete%3Ftext%3Dx',
      'abc%3Fx%3D1',
      'a%20b',
      'a.b',
      'x'.repeat(65),
    ])('rejects the hostile id %s before reaching upstream', async (id) => {
      const { result, calls } = await callsDuring(() => get(`/api/yelp/business/${id}/reviews`));
      expect(result).toEqual({ statusCode: 400, body: { message: 'Must be a Yelp business id' } });
      expect(calls).toHaveLength(0);
    });

    it('resolves a dot-segment id as a path before routing, so it reaches no route and no upstream', async () => {
      const { result, calls } = await callsDuring(() => get('/api/yelp/business/%2E%2E/reviews'));
      expect(result).toEqual({ statusCode: 404, body: { message: expect.any(String) } });
      expect(calls).toHaveLength(0);
    });
  });

  describe('per-user rate limit', () => {
    it(`answers 429 {message} with Retry-After after ${RATE_LIMIT} upstream-bound requests a minute, then refuses cached answers too`, async () => {
      // A fixed one-minute window: start well inside one so the count cannot reset mid-test.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 50_000)
        await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
      const cachedUrl = `/api/yelp/search/nearby?latitude=${BOISE.latitude}&longitude=${BOISE.longitude}`;
      expect((await get(cachedUrl, 'someone-else')).statusCode).toBe(200);

      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT; i++) {
        const point = freshPoint();
        statuses.push(
          (
            await get(
              `/api/yelp/search/nearby?latitude=${point.latitude}&longitude=${point.longitude}`,
              'greedy',
            )
          ).statusCode,
        );
      }
      expect(statuses.every((status) => status === 200)).toBe(true);

      const point = freshPoint();
      const { result, calls } = await callsDuring(() =>
        get(
          `/api/yelp/search/nearby?latitude=${point.latitude}&longitude=${point.longitude}`,
          'greedy',
        ),
      );
      expect(result).toEqual({
        statusCode: 429,
        body: { message: expect.stringMatching(/too many/i) },
      });
      expect(calls).toHaveLength(0);

      // What another user asked (and the cache holds) answers the same 429: it tells nothing.
      const cached = await service.app.inject({
        method: 'GET',
        url: cachedUrl,
        headers: service.authFor('greedy'),
      });
      expect(cached.statusCode).toBe(429);
      expect(Number(cached.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(cached.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(
        (
          await get(
            `/api/yelp/search/nearby?latitude=${point.latitude}&longitude=${point.longitude}`,
            'patient',
          )
        ).statusCode,
      ).toBe(200);
    });

    it('does not charge cache hits to the budget', async () => {
      const cachedUrl = `/api/yelp/search/nearby?latitude=${BOISE.latitude}&longitude=${BOISE.longitude}`;
      await get(cachedUrl, 'reader');
      const statuses = new Set<number>();
      for (let i = 0; i < RATE_LIMIT + 5; i++)
        statuses.add((await get(cachedUrl, 'reader')).statusCode);
      expect([...statuses]).toEqual([200]);
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { CITIES } from '../dataset/cities';
import { distanceMetres } from '../dataset/geo';

const BOISE = CITIES.find((city) => city.slug === 'boise')!;
const AUTH = { authorization: 'Bearer sandbox-test-key' };

interface Business {
  id: string;
  name: string;
  price: string;
  rating: number;
  review_count: number;
  distance: number;
  categories: { alias: string; title: string }[];
  coordinates: { latitude: number; longitude: number };
  location: { city: string };
  image_url: string;
}

describe('sandbox Yelp Fusion v3', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp();
    await app.ready();
  });

  afterAll(() => app.close());

  async function search(query: string): Promise<{ businesses: Business[]; total: number }> {
    const response = await app.inject({
      url: `/yelp/v3/businesses/search?${query}`,
      headers: AUTH,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const near = (extra = '') =>
    `latitude=${BOISE.centre.latitude}&longitude=${BOISE.centre.longitude}${extra}`;

  it('demands a bearer token like the real API', async () => {
    const response = await app.inject({ url: `/yelp/v3/businesses/search?${near()}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'TOKEN_MISSING', description: expect.any(String) },
    });
  });

  it('keeps every result inside the radius and reports its great-circle distance', async () => {
    const { businesses, total } = await search(near('&radius=1500&limit=50'));
    expect(businesses.length).toBeGreaterThan(5);
    expect(total).toBe(businesses.length);
    for (const business of businesses) {
      const actual = distanceMetres(BOISE.centre, business.coordinates);
      expect(business.distance).toBeLessThanOrEqual(1500);
      expect(business.distance).toBeCloseTo(actual, 0);
    }
    const wider = await search(near('&radius=5000&limit=1'));
    expect(wider.total).toBeGreaterThan(total);
  });

  it('sorts by distance, rating and review count', async () => {
    const byDistance = (await search(near('&sort_by=distance&limit=50'))).businesses.map(
      (b) => b.distance,
    );
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));
    const byRating = (await search(near('&sort_by=rating&limit=50'))).businesses.map(
      (b) => b.rating,
    );
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byReviews = (await search(near('&sort_by=review_count&limit=50'))).businesses.map(
      (b) => b.review_count,
    );
    expect(byReviews).toEqual([...byReviews].sort((a, b) => b - a));
  });

  it('filters by price levels', async () => {
    const { businesses, total } = await search(near('&radius=8000&price=1,2&limit=50'));
    expect(businesses.length).toBeGreaterThan(0);
    expect(businesses.every((b) => b.price === '$' || b.price === '$$')).toBe(true);
    const all = await search(near('&radius=8000&limit=1'));
    expect(total).toBeLessThan(all.total);
  });

  it('filters by category alias, including the app-side aliases of Yelp categories', async () => {
    const pizza = await search(near('&radius=8000&categories=pizza&limit=50'));
    expect(pizza.businesses.length).toBeGreaterThan(0);
    expect(pizza.businesses.every((b) => b.categories.some((c) => c.alias === 'pizza'))).toBe(true);
    const indian = await search(near('&radius=8000&categories=indian&limit=50'));
    expect(indian.businesses.every((b) => b.categories.some((c) => c.alias === 'indpak'))).toBe(
      true,
    );
    expect(indian.total).toBeGreaterThan(0);
  });

  it('pages with limit and offset over a stable order', async () => {
    const firstTen = (await search(near('&radius=8000&sort_by=distance&limit=10'))).businesses;
    const page2 = await search(near('&radius=8000&sort_by=distance&limit=5&offset=5'));
    expect(page2.businesses.map((b) => b.id)).toEqual(firstTen.slice(5).map((b) => b.id));
    expect(page2.total).toBeGreaterThan(10);
  });

  it('searches a term within a named city', async () => {
    const { businesses } = await search('term=pizza&location=Chicago,%20IL&limit=50');
    expect(businesses.length).toBeGreaterThan(0);
    expect(businesses.every((b) => b.location.city === 'Chicago')).toBe(true);
  });

  it('answers LOCATION_NOT_FOUND for an unknown place and VALIDATION_ERROR for a bad radius', async () => {
    const unknown = await app.inject({
      url: '/yelp/v3/businesses/search?location=Atlantis',
      headers: AUTH,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('LOCATION_NOT_FOUND');
    const tooFar = await app.inject({
      url: `/yelp/v3/businesses/search?${near('&radius=50000')}`,
      headers: AUTH,
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers a business with photos served by the sandbox, its hours and reviews', async () => {
    const [first] = (await search(near('&limit=1'))).businesses;
    const details = (
      await app.inject({ url: `/yelp/v3/businesses/${first!.id}`, headers: AUTH })
    ).json();
    expect(details).toMatchObject({ id: first!.id, name: first!.name, photos: expect.any(Array) });
    expect(details.hours[0].open[0]).toEqual({
      is_overnight: false,
      start: expect.stringMatching(/^\d{4}$/),
      end: expect.stringMatching(/^\d{4}$/),
      day: expect.any(Number),
    });
    const photo = await app.inject({ url: new URL(details.photos[0]).pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml');

    const reviews = (
      await app.inject({ url: `/yelp/v3/businesses/${first!.id}/reviews`, headers: AUTH })
    ).json();
    expect(reviews.reviews).toHaveLength(3);
    expect(reviews.reviews[0]).toMatchObject({
      rating: expect.any(Number),
      text: expect.any(String),
      url: expect.any(String),
    });
    expect(reviews.reviews[0].time_created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('answers BUSINESS_NOT_FOUND for an unknown id', async () => {
    const response = await app.inject({ url: '/yelp/v3/businesses/nope', headers: AUTH });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('BUSINESS_NOT_FOUND');
  });

  it('autocompletes business names, nearest first when given coordinates', async () => {
    const response = await app.inject({
      url: `/yelp/v3/autocomplete?text=pizz&${near()}`,
      headers: AUTH,
    });
    const body = response.json();
    expect(body.businesses.length).toBeGreaterThan(0);
    expect(body.businesses[0]).toEqual({
      id: expect.any(String),
      name: expect.stringMatching(/pizz/i),
    });
    expect(body).toHaveProperty('terms');
    expect(body).toHaveProperty('categories');
  });
});

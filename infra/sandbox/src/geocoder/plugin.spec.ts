import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';

describe('sandbox geocoder (Nominatim-compatible)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp();
    await app.ready();
  });

  afterAll(() => app.close());

  const search = async (q: string) =>
    (
      await app.inject({ url: `/geocoder/search?format=json&limit=1&q=${encodeURIComponent(q)}` })
    ).json();

  it.each([
    ['Boise, ID', 43.615, -116.2023, 'Boise, Idaho, United States'],
    ['New York NY', 40.7128, -74.006, 'New York, New York, United States'],
    ['san francisco', 37.7749, -122.4194, 'San Francisco, California, United States'],
    ['Chicago, Illinois', 41.8781, -87.6298, 'Chicago, Illinois, United States'],
  ])('finds %s', async (q, lat, lon, displayName) => {
    const [result] = await search(q);
    expect(Number(result.lat)).toBeCloseTo(lat, 3);
    expect(Number(result.lon)).toBeCloseTo(lon, 3);
    expect(result.display_name).toBe(displayName);
  });

  it('finds zip codes and the data set streets', async () => {
    expect((await search('83702'))[0].display_name).toBe('Boise, Idaho, 83702, United States');
    const [street] = await search('1200 Market St, San Francisco');
    expect(street.display_name).toBe('Market St, San Francisco, California, United States');
    expect(Number(street.lat)).toBeCloseTo(37.77, 1);
  });

  it('answers an empty list for an unknown place', async () => {
    expect(await search('Atlantis')).toEqual([]);
  });

  it('reverse-geocodes to the nearest street or city', async () => {
    const street = (
      await app.inject({ url: '/geocoder/reverse?format=json&lat=43.615&lon=-116.2023' })
    ).json();
    expect(street.display_name).toMatch(/, Boise, Idaho, \d{5}, United States$/);
    const city = (
      await app.inject({ url: '/geocoder/reverse?format=json&lat=43.4&lon=-116.5' })
    ).json();
    expect(city.display_name).toBe('Boise, Idaho, United States');
  });

  it('requires lat and lon for reverse look-ups', async () => {
    const response = await app.inject({ url: '/geocoder/reverse?format=json&lat=43.6' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('lets the browser call it cross-origin with an app header', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/geocoder/search?q=Boise',
      headers: {
        origin: 'http://127.0.0.1:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-app-name',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
  });
});

import { http, HttpResponse, server } from '@dd/shell-kit/testing';
import { InvalidNearbyResponseError } from '../model/nearbyMessages';
import { fetchNearby } from './listingsApi';

const BOISE = { latitude: 43.615, longitude: -116.2023 };
const FILTERS = { radius: 1000, categoryAlias: null, prices: [] };

it("wraps a failed request as 'Failed to search nearby restaurants: <reason>'", async () => {
  server.use(
    http.get('/api/yelp/search/nearby', () =>
      HttpResponse.json({ message: 'Yelp timed out' }, { status: 504 }),
    ),
  );
  await expect(fetchNearby(BOISE, FILTERS)).rejects.toThrow(
    'Failed to search nearby restaurants: Yelp timed out',
  );
});

it('rejects an answer without a business list', async () => {
  server.use(http.get('/api/yelp/search/nearby', () => HttpResponse.json({ businesses: null })));
  await expect(fetchNearby(BOISE, FILTERS)).rejects.toBeInstanceOf(InvalidNearbyResponseError);
});

it('answers the listings', async () => {
  server.use(
    http.get('/api/yelp/search/nearby', () =>
      HttpResponse.json({ businesses: [{ id: 'a', name: 'A' }], total: 1 }),
    ),
  );
  await expect(fetchNearby(BOISE, FILTERS)).resolves.toEqual([{ id: 'a', name: 'A' }]);
});

import type { Restaurant, RestaurantLocations, RestaurantPlace } from '@dd/contracts';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';

type Answer = Response | Promise<Response>;

export function aPlace(overrides: Partial<RestaurantPlace> = {}): RestaurantPlace {
  return {
    _id: '64b7f0c2a1b2c3d4e5f60801',
    name: 'Tartine',
    isThumbsUp: true,
    wantToGo: false,
    lat: 37.7614,
    long: -122.4241,
    ...overrides,
  };
}

/**
 * GET /api/restaurants/locations answered by `answer` (default: these
 * places and count); every request's query is recorded.
 */
export function serveLocations(
  answer: RestaurantLocations | ((query: URLSearchParams) => Answer),
): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/restaurants/locations', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return typeof answer === 'function' ? answer(query) : HttpResponse.json(answer);
    }),
  );
  return queries;
}

const CARD: Restaurant = {
  diaryId: 'u1',
  _id: '64b7f0c2a1b2c3d4e5f60718',
  name: 'Chez Panisse',
  address: '1517 Shattuck Ave, Berkeley, CA',
  phone: '',
  website: '',
  cuisine: '',
  notes: '',
  mapsUrl: '',
  date: '2024-03-01',
  isThumbsUp: null,
  wantToGo: false,
  yelpId: null,
  lat: null,
  long: null,
  restaurantImages: [],
  imageUrl: null,
  tags: [],
};

/** GET /api/restaurants (the grid's pages): one card, Chez Panisse; every request's query is recorded. */
export function serveGridPage(restaurants: Restaurant[] = [CARD]): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/restaurants', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(restaurants);
    }),
  );
  return queries;
}

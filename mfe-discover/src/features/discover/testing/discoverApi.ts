import type { Category, Restaurant } from '@dd/contracts';
import { delay, http, HttpResponse, server } from '@dd/shell-kit/testing';
import type { Listing } from '../model/listing';

type Answer = Response | Promise<Response>;

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
export const failure = (message: string, status = 500) => json({ message }, status);
export const businesses = (listings: Listing[]) =>
  json({ businesses: listings, total: listings.length, region: { center: {} } });

/** The requests one fake endpoint received: their query strings (and bodies). */
export type Received = { query: URLSearchParams; body?: unknown; headers: Headers }[];

function recording(answer: (query: URLSearchParams, body: unknown) => Answer) {
  const received: Received = [];
  const resolver = async ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    const body = request.method === 'GET' ? undefined : await request.json();
    received.push({ query, body, headers: request.headers });
    return answer(query, body);
  };
  return { received, resolver };
}

/** GET /api/yelp/search/nearby, answering these listings (or `answer`). */
export function serveNearby(answer: Listing[] | ((query: URLSearchParams) => Answer)): Received {
  const { received, resolver } = recording((query) =>
    typeof answer === 'function' ? answer(query) : businesses(answer),
  );
  server.use(http.get('/api/yelp/search/nearby', resolver));
  return received;
}

/** GET /api/yelp/search (text searches and suggestions). */
export function serveSearch(answer: Listing[] | ((query: URLSearchParams) => Answer)): Received {
  const { received, resolver } = recording((query) =>
    typeof answer === 'function' ? answer(query) : businesses(answer),
  );
  server.use(http.get('/api/yelp/search', resolver));
  return received;
}

/**
 * GET /api/restaurants?yelpIds=a,b: the diary's restaurants from those
 * listings, as the API answers. The screen never reads the whole list, so
 * a request without yelpIds is refused.
 */
export function serveDiary(restaurants: Restaurant[] = []): Received {
  const { received, resolver } = recording((query) => {
    const yelpIds = query.get('yelpIds')?.split(',');
    if (!yelpIds) return failure('The discover screen asks by yelpIds', 400);
    return json(
      restaurants.filter((restaurant) => restaurant.yelpId && yelpIds.includes(restaurant.yelpId)),
    );
  });
  server.use(http.get('/api/restaurants', resolver));
  return received;
}

/** POST /api/restaurants answering `answer` (after `wait` ms, so the busy state shows). */
export function serveCreateRestaurant(answer: (body: unknown) => Answer, wait = 0): Received {
  const { received, resolver } = recording(async (_query, body) => {
    if (wait) await delay(wait);
    return answer(body);
  });
  server.use(http.post('/api/restaurants', resolver));
  return received;
}

/** GET /api/categories and POST /api/categories (creates with id `new-<alias>`). */
export function serveCategories(
  categories: Category[] | (() => Answer),
  { createDelay = 0 }: { createDelay?: number } = {},
): { listed: Received; created: Received } {
  const list = recording(() =>
    typeof categories === 'function' ? categories() : json(categories),
  );
  const create = recording(async (_query, body) => {
    if (createDelay) await delay(createDelay);
    const name = String((body as { name: string }).name).trim();
    return json({ _id: `new-${name.toLowerCase()}`, name }, 201);
  });
  server.use(
    http.get('/api/categories', list.resolver),
    http.post('/api/categories', create.resolver),
  );
  return { listed: list.received, created: create.received };
}

/** The runtime geocoderUrl of the test config ('/geocoder'): Nominatim's search and reverse. */
export function serveGeocoder({
  search = () => json([]),
  reverse = () => json({ display_name: 'Main St, Boise, Idaho, 83702, United States' }),
}: {
  search?: (query: URLSearchParams) => Answer;
  reverse?: (query: URLSearchParams) => Answer;
} = {}): { searched: Received; reversed: Received } {
  const searched = recording((query) => search(query));
  const reversed = recording((query) => reverse(query));
  server.use(
    http.get('/geocoder/search', searched.resolver),
    http.get('/geocoder/reverse', reversed.resolver),
  );
  return { searched: searched.received, reversed: reversed.received };
}

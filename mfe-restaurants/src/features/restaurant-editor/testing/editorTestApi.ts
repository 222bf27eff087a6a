import type { Restaurant, Tag, YelpBusinessDetails } from '@dd/contracts';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';

export const RESTAURANT_ID = '64b7f0c2a1b2c3d4e5f60718';
export const NEW_RESTAURANT_ID = '64b7f0c2a1b2c3d4e5f6aaaa';

export const TAGS: Tag[] = [
  { _id: '64b7f0c2a1b2c3d4e5f60001', diaryId: 'u1', name: 'Date night' },
  { _id: '64b7f0c2a1b2c3d4e5f60002', diaryId: 'u1', name: 'Lunch' },
];

export function aRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    diaryId: 'u1',
    _id: RESTAURANT_ID,
    name: 'Chez Panisse',
    address: '1517 Shattuck Ave, Berkeley, CA',
    phone: '',
    website: '',
    cuisine: '',
    notes: 'Book ahead',
    mapsUrl: '',
    date: '2024-03-01',
    isThumbsUp: true,
    wantToGo: false,
    yelpId: null,
    lat: null,
    long: null,
    restaurantImages: [],
    imageUrl: null,
    ...overrides,
  };
}

export function aYelpBusiness(overrides: Partial<YelpBusinessDetails> = {}): YelpBusinessDetails {
  return {
    id: 'golden-dragon-boise',
    alias: 'golden-dragon-boise',
    name: 'Golden Dragon',
    image_url: 'https://s3-media0.fl.yelpcdn.com/bphoto/main/o.jpg',
    is_closed: false,
    url: 'https://www.yelp.com/biz/golden-dragon-boise',
    review_count: 120,
    categories: [{ alias: 'chinese', title: 'Chinese' }],
    rating: 4,
    coordinates: { latitude: 43.61, longitude: -116.2 },
    transactions: [],
    price: '$$',
    location: {
      address1: '12 River St',
      address2: null,
      address3: '',
      city: 'Boise',
      zip_code: '83702',
      country: 'US',
      state: 'ID',
      display_address: ['12 River St', 'Boise, ID 83702'],
    },
    phone: '+12085550123',
    display_phone: '(208) 555-0123',
    photos: ['https://s3-media0.fl.yelpcdn.com/bphoto/p1/o.jpg'],
    hours: [],
    ...overrides,
  };
}

/** A request the fake API received, in arrival order. */
export type Received = { method: string; path: string; query: string; body: unknown };

/** Records every request the handlers set up by the helpers below answer. */
export function recordRequests() {
  const received: Received[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('application/json') ? await request.clone().json() : undefined;
    received.push({ method: request.method, path: url.pathname, query: url.search, body });
  };
  const of = (method: string, path: string) =>
    received.filter((request) => request.method === method && request.path === path);
  return { received, record, of };
}

export type Recorder = ReturnType<typeof recordRequests>;

/** GET /api/tags. */
export function serveTags(tags: Tag[] = TAGS) {
  server.use(http.get('/api/tags', () => HttpResponse.json(tags)));
}

/**
 * Whatever the restaurant detail page loads after a save redirects there:
 * answered as not found, so a spec of the editor does not depend on that page.
 */
export function serveAnyOtherGetAsNotFound() {
  server.use(
    http.get('/api/*', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  );
}

/** POST /api/restaurant-tags and DELETE /api/restaurant-tags/restaurant/:id, recorded. */
export function serveTagLinks(recorder: Recorder) {
  server.use(
    http.post('/api/restaurant-tags', async ({ request }) => {
      await recorder.record(request);
      const body = (await request.json()) as { restaurantId: string; tagId: string };
      return HttpResponse.json(
        { _id: `link-${body.tagId}`, restaurantId: body.restaurantId, tagId: { _id: body.tagId } },
        { status: 201 },
      );
    }),
    http.delete('/api/restaurant-tags/restaurant/:id', async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json({ message: 'Restaurant tags removed' });
    }),
  );
}

/** The Yelp proxy: autocomplete and search answer `businesses`, business/:id its details. */
export function serveYelp(
  recorder: Recorder,
  businesses: YelpBusinessDetails[] = [aYelpBusiness()],
) {
  server.use(
    http.get('/api/yelp/autocomplete', async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json({
        terms: [],
        businesses: businesses.map(({ id, name }) => ({ id, name })),
        categories: [],
      });
    }),
    http.get('/api/yelp/search', async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json({
        businesses: businesses.map(({ photos: _photos, hours: _hours, ...business }) => business),
        total: businesses.length,
        region: { center: { latitude: 0, longitude: 0 } },
      });
    }),
    http.get('/api/yelp/business/:id', async ({ request, params }) => {
      await recorder.record(request);
      const business = businesses.find((candidate) => candidate.id === params.id);
      return business
        ? HttpResponse.json(business)
        : HttpResponse.json({ message: 'Business not found' }, { status: 404 });
    }),
  );
}

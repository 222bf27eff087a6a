import type { Restaurant, UnlinkedPlace, YelpBusinessDetails } from '@dd/contracts';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';

/** A Yelp listing as the proxy answers it. */
export function aYelpListing(overrides: Partial<YelpBusinessDetails> = {}): YelpBusinessDetails {
  return {
    id: 'zuni-cafe-sf',
    alias: 'zuni-cafe-sf',
    name: 'Zuni Cafe',
    image_url: '',
    is_closed: false,
    url: 'https://www.yelp.com/biz/zuni-cafe-sf',
    review_count: 2000,
    categories: [{ alias: 'mediterranean', title: 'Mediterranean' }],
    rating: 4,
    coordinates: { latitude: 37.7735, longitude: -122.4216 },
    transactions: [],
    price: '$$$',
    location: {
      address1: '1658 Market St',
      address2: null,
      address3: '',
      city: 'San Francisco',
      zip_code: '94102',
      country: 'US',
      state: 'CA',
      display_address: ['1658 Market St', 'San Francisco, CA 94102'],
    },
    phone: '+14155522522',
    display_phone: '(415) 552-2522',
    photos: [],
    hours: [],
    ...overrides,
  };
}

/** The Yelp proxy's search and business details over `listings`; the searches' queries are recorded. */
export function serveYelpSearch(listings: YelpBusinessDetails[]) {
  const searches: URLSearchParams[] = [];
  server.use(
    http.get('/api/yelp/search', ({ request }) => {
      searches.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        businesses: listings,
        total: listings.length,
        region: { center: { latitude: 0, longitude: 0 } },
      });
    }),
    http.get('/api/yelp/business/:id', ({ params }) => {
      const listing = listings.find((candidate) => candidate.id === params.id);
      return listing
        ? HttpResponse.json(listing)
        : HttpResponse.json({ message: 'Business not found' }, { status: 404 });
    }),
  );
  return { searches };
}

function restaurantOf(place: UnlinkedPlace): Restaurant {
  return {
    diaryId: 'u1',
    _id: place._id,
    name: place.name,
    address: '',
    phone: '',
    website: '',
    cuisine: '',
    notes: place.notes,
    mapsUrl: place.mapsUrl,
    date: '2026-11-22',
    isThumbsUp: null,
    wantToGo: false,
    yelpId: null,
    lat: null,
    long: null,
    restaurantImages: [],
    imageUrl: null,
  };
}

/**
 * GET and PUT /api/restaurants/:id for the imported places as stored
 * restaurants; each PUT is recorded and answered by `put` (default: the
 * restaurant with the body applied).
 */
export function serveImportedRestaurants(
  places: UnlinkedPlace[],
  { put }: { put?: () => Response } = {},
) {
  const restaurants = new Map(places.map((place) => [place._id, restaurantOf(place)]));
  const puts: { id: string; body: unknown }[] = [];
  server.use(
    http.get('/api/restaurants/:id', ({ params }) => {
      const restaurant = restaurants.get(String(params.id));
      return restaurant
        ? HttpResponse.json(restaurant)
        : HttpResponse.json({ message: 'Restaurant not found' }, { status: 404 });
    }),
    http.put('/api/restaurants/:id', async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as Partial<Restaurant>;
      puts.push({ id, body });
      if (put) return put();
      const updated = { ...restaurants.get(id)!, ...body };
      restaurants.set(id, updated);
      return HttpResponse.json(updated);
    }),
  );
  return { puts };
}

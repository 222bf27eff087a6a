import { screen } from '@testing-library/react';
import { http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import { EMPTY_SUMMARY } from './features/restaurants/testing/restaurantsApi';
import RestaurantsRoutes from './routes';
import { serveNoUnlinkedPlaces } from './features/yelp-linking/testing/unlinkedPlacesApi';

// The list's banner asks for imported places to link; none here.
beforeEach(serveNoUnlinkedPlaces);

const ID = '64b7f0c2a1b2c3d4e5f60718';
const restaurant = {
  _id: ID,
  name: 'Chez Panisse',
  address: '',
  phone: '',
  website: '',
  cuisine: '',
  notes: '',
  date: '2024-03-01',
  isThumbsUp: null,
  yelpId: null,
  lat: null,
  long: null,
  restaurantImages: [],
  imageUrl: null,
};

beforeEach(() => {
  server.use(
    http.get('/api/restaurants', () => HttpResponse.json([])),
    http.get('/api/restaurants/:id', () => HttpResponse.json(restaurant)),
    http.get('/api/restaurants/:id/summary', () => HttpResponse.json(EMPTY_SUMMARY)),
    http.get('/api/restaurant-tags/restaurant/:id', () => HttpResponse.json([])),
    http.get('/api/meals', () => HttpResponse.json([])),
    http.get('/api/tags', () => HttpResponse.json([])),
  );
});

function renderAt(path: string) {
  return renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path });
}

it.each([
  ['/restaurants', 'Restaurants'],
  ['/restaurants/new', 'Add New Restaurant'],
  [`/restaurants/${ID}`, 'Chez Panisse'],
  [`/restaurants/${ID}/edit`, 'Edit Restaurant'],
])('%s shows the heading %s', async (path, heading) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

it('an unknown path under /restaurants redirects to /', () => {
  renderAt('/restaurants/1/edit/extra');
  expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
});

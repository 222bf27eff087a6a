import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import { LazyRestaurantMap } from '../map/loadRestaurantMap';
import { aPlace, serveGridPage, serveLocations } from '../testing/locationsApi';

// The list's banner asks for imported places to link (the yelp-linking feature's specs); none here.
beforeEach(() =>
  server.use(
    http.get('/api/imports/google-maps/unlinked', () =>
      HttpResponse.json({ total: 0, places: [], nextCursor: null }),
    ),
  ),
);

const TAG = '64b7f0c2a1b2c3d4e5f60aaa';

// Leaflet's chunk compiles once, before the first test waits for it.
beforeAll(() => LazyRestaurantMap.preload(), 30_000);

const findMap = () =>
  screen.findByRole('region', { name: 'Map of your restaurants' }, { timeout: 5000 });

function renderList(path = '/restaurants') {
  return renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path });
}

const tartine = aPlace();
const nopa = aPlace({
  _id: '64b7f0c2a1b2c3d4e5f60802',
  name: 'Nopa',
  isThumbsUp: false,
  lat: 37.7749,
  long: -122.4376,
});

describe('the Grid / Map switch', () => {
  it('shows the grid by default and the map with ?view=map, keeping filter, search and tag', async () => {
    serveGridPage();
    server.use(http.get('/api/tags', () => HttpResponse.json([{ _id: TAG, name: 'Brunch' }])));
    const queries = serveLocations({ places: [tartine, nopa], withoutLocation: 0 });
    const view = renderList(`/restaurants?filter=thumbsUp&q=bar&tag=${TAG}`);

    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Chez Panisse' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.currentPath()).toBe(`/restaurants?filter=thumbsUp&q=bar&tag=${TAG}&view=map`);
    expect(await findMap()).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      filter: 'thumbsUp',
      q: 'bar',
      tagId: TAG,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(view.currentPath()).toBe(`/restaurants?filter=thumbsUp&q=bar&tag=${TAG}`);
    expect(await screen.findByRole('link', { name: 'Chez Panisse' })).toBeInTheDocument();
  });

  it('fetches no card pages while the map is shown, and follows a filter change', async () => {
    const listQueries = serveGridPage([]);
    const queries = serveLocations({ places: [tartine], withoutLocation: 0 });
    const view = renderList('/restaurants?view=map');

    expect(await findMap()).toBeInTheDocument();
    expect(queries.map((query) => query.toString())).toContain('');
    await userEvent.click(screen.getByRole('button', { name: 'Thumbs Down' }));
    expect(view.currentPath()).toBe('/restaurants?view=map&filter=thumbsDown');
    await waitFor(() =>
      expect(queries.map((query) => query.toString())).toContain('filter=thumbsDown'),
    );
    expect(listQueries).toHaveLength(0);
  });
});

describe('the map view', () => {
  it('shows the legend and how many places have no location', async () => {
    serveLocations({ places: [tartine, nopa], withoutLocation: 12 });
    renderList('/restaurants?view=map');

    expect(screen.getByText('Loading restaurants...')).toBeInTheDocument();
    expect(await screen.findByText('12 places have no location')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Marker colours' });
    expect(legend).toHaveTextContent('Would visit again');
    expect(legend).toHaveTextContent('Would not visit again');
    expect(legend).toHaveTextContent('Not rated');
  });

  it('uses the singular for one place without a location', async () => {
    serveLocations({ places: [tartine], withoutLocation: 1 });
    renderList('/restaurants?view=map');
    expect(await screen.findByText('1 place has no location')).toBeInTheDocument();
  });

  it('says so when no restaurant has a location yet', async () => {
    serveLocations({ places: [], withoutLocation: 3 });
    renderList('/restaurants?view=map');
    expect(await screen.findByText('No restaurants with a location yet.')).toBeInTheDocument();
    expect(screen.getByText('3 places have no location')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Map of your restaurants' }),
    ).not.toBeInTheDocument();
  });

  it("shows the list's empty texts when nothing matches", async () => {
    serveLocations({ places: [], withoutLocation: 0 });
    renderList('/restaurants?view=map');
    expect(
      await screen.findByText('No restaurants added yet. Add your first restaurant!'),
    ).toBeInTheDocument();
  });

  it("shows the list's empty search text when a search matches nothing", async () => {
    serveLocations({ places: [], withoutLocation: 0 });
    renderList('/restaurants?view=map&q=zzz');
    expect(await screen.findByText('No restaurants match your search.')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    serveLocations(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
    renderList('/restaurants?view=map');
    expect(await screen.findByText('Failed to load restaurants')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import { anUnlinkedPlace, serveUnlinkedPlaces } from '../testing/unlinkedPlacesApi';
import { aYelpListing, serveImportedRestaurants, serveYelpSearch } from '../testing/linkingApi';

const ZUNI = anUnlinkedPlace();
const NOPA = anUnlinkedPlace({
  _id: '64b7f0c2a1b2c3d4e5f60802',
  name: 'Nopa',
  notes: '',
  mapsUrl: '',
});
const TARTINE = anUnlinkedPlace({ _id: '64b7f0c2a1b2c3d4e5f60803', name: 'Tartine', notes: '' });

function renderAt(path: string) {
  return renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path });
}

describe('the banner on /restaurants', () => {
  beforeEach(() => {
    server.use(http.get('/api/restaurants', () => HttpResponse.json([])));
  });

  it('says how many imported places are not linked, and leads to the walk', async () => {
    const queries = serveUnlinkedPlaces([ZUNI, NOPA, TARTINE]);
    renderAt('/restaurants');
    const banner = await screen.findByRole('complementary', { name: 'Imported places' });
    expect(banner).toHaveTextContent('3 imported places are not linked to Yelp yet');
    expect(within(banner).getByRole('link', { name: 'Link to Yelp' })).toHaveAttribute(
      'href',
      '/restaurants/link-yelp',
    );
    expect(queries[0]!.get('limit')).toBe('1');
  });

  it('is not there when every imported place is linked, or when the count fails', async () => {
    serveUnlinkedPlaces([]);
    renderAt('/restaurants');
    await screen.findByText('No restaurants added yet. Add your first restaurant!');
    expect(
      screen.queryByRole('complementary', { name: 'Imported places' }),
    ).not.toBeInTheDocument();
  });

  it('stays away when the count cannot be read', async () => {
    server.use(
      http.get('/api/imports/google-maps/unlinked', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    renderAt('/restaurants');
    await screen.findByText('No restaurants added yet. Add your first restaurant!');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('/restaurants/link-yelp', () => {
  it('links a place to the Yelp listing picked, skips another, and sums up', async () => {
    serveUnlinkedPlaces([ZUNI, NOPA]);
    const saved = serveImportedRestaurants([ZUNI, NOPA]);
    const yelp = serveYelpSearch([aYelpListing()]);
    const view = renderAt('/restaurants/link-yelp');

    const step = await screen.findByRole('region', { name: 'Zuni Café' });
    expect(within(step).getByText('Place 1 of 2')).toBeInTheDocument();
    expect(within(step).getByText('Roast chicken for two')).toBeInTheDocument();
    expect(within(step).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      ZUNI.mapsUrl,
    );
    expect(within(step).getByRole('combobox', { name: 'Restaurant name' })).toHaveValue(
      'Zuni Café',
    );

    await userEvent.type(within(step).getByRole('textbox', { name: 'Location' }), 'San Francisco');
    await userEvent.click(within(step).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(step).findByRole('option', { name: /Zuni Cafe/ }));
    expect(yelp.searches[0]!.get('term')).toBe('Zuni Café');
    expect(yelp.searches[0]!.get('location')).toBe('San Francisco');

    const next = await screen.findByRole('region', { name: 'Nopa' });
    expect(within(next).getByText('Place 2 of 2')).toBeInTheDocument();
    expect(
      within(next).queryByRole('link', { name: 'Open in Google Maps' }),
    ).not.toBeInTheDocument();
    // The location typed for the last place is kept for this one.
    expect(within(next).getByRole('textbox', { name: 'Location' })).toHaveValue('San Francisco');
    expect(saved.puts).toEqual([
      {
        id: ZUNI._id,
        body: {
          yelpId: 'zuni-cafe-sf',
          lat: 37.7735,
          long: -122.4216,
          address: '1658 Market St, San Francisco, CA, 94102',
          phone: '+14155522522',
          website: 'https://www.yelp.com/biz/zuni-cafe-sf',
          cuisine: 'Mediterranean',
        },
      },
    ]);

    await userEvent.click(within(next).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 linked, 1 skipped.');
    expect(
      screen.getByText(
        'The places not linked yet stay on your restaurants list, to link another time.',
      ),
    ).toBeInTheDocument();
    server.use(http.get('/api/restaurants', () => HttpResponse.json([])));
    expect(saved.puts).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Done' }));
    await waitFor(() => expect(view.currentPath()).toBe('/restaurants'));
  });

  it('walks on to the next page of places', async () => {
    const places = Array.from({ length: 21 }, (_, index) =>
      anUnlinkedPlace({
        _id: `64b7f0c2a1b2c3d4e5f6${String(index).padStart(4, '0')}`,
        name: `Place ${index + 1}`,
      }),
    );
    const queries = serveUnlinkedPlaces(places);
    renderAt('/restaurants/link-yelp');
    for (let index = 0; index < 20; index += 1)
      await userEvent.click(
        within(await screen.findByRole('region', { name: `Place ${index + 1}` })).getByRole(
          'button',
          { name: 'Skip' },
        ),
      );
    const last = await screen.findByRole('region', { name: 'Place 21' });
    expect(within(last).getByText('Place 21 of 21')).toBeInTheDocument();
    // Each page once (StrictMode's remount may fetch the first one again).
    expect(new Set(queries.map((query) => query.toString()))).toEqual(
      new Set(['limit=20', 'limit=20&cursor=20']),
    );
  });

  it('shows why a link failed and stays on the place', async () => {
    serveUnlinkedPlaces([ZUNI]);
    serveImportedRestaurants([ZUNI], {
      put: () =>
        HttpResponse.json(
          { message: 'This Yelp business is already in your diary' },
          { status: 409 },
        ),
    });
    serveYelpSearch([aYelpListing()]);
    renderAt('/restaurants/link-yelp');
    const step = await screen.findByRole('region', { name: 'Zuni Café' });
    await userEvent.type(within(step).getByRole('textbox', { name: 'Location' }), 'SF');
    await userEvent.click(within(step).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(step).findByRole('option', { name: /Zuni Cafe/ }));
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'Failed to link this place: This Yelp business is already in your diary',
    );
    expect(within(step).getByText('Place 1 of 1')).toBeInTheDocument();
    await userEvent.click(within(step).getByRole('button', { name: 'Finish for now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('0 linked, 0 skipped.');
  });

  it('says so when nothing is left to link', async () => {
    serveUnlinkedPlaces([]);
    renderAt('/restaurants/link-yelp');
    expect(await screen.findByText('Every imported place is linked to Yelp.')).toHaveRole('status');
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/restaurants');
  });

  it('says when the places cannot be loaded', async () => {
    server.use(
      http.get('/api/imports/google-maps/unlinked', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderAt('/restaurants/link-yelp');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the imported places',
    );
    expect(screen.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Restaurant } from '@dd/contracts';
import { http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import { aRestaurant, aYelpBusiness, RESTAURANT_ID } from '../testing/fixtures';
import { failure, serveRestaurantDetail, type DetailApi } from '../testing/restaurantsApi';

const PATH = `/restaurants/${RESTAURANT_ID}`;

afterEach(() => jest.restoreAllMocks());

async function renderLoaded(api: Partial<DetailApi> & { restaurant: Restaurant }) {
  const calls = serveRestaurantDetail(api);
  const view = renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path: PATH });
  await screen.findByRole('heading', { level: 1, name: api.restaurant.name });
  return { ...view, ...calls };
}

const locationSection = () => screen.getByRole('region', { name: 'Location' });

/** PUT /api/restaurants/:id/location answering the restaurant with the coordinates sent. */
function serveLocationSave(restaurant: Restaurant, answer?: Response) {
  const sent: unknown[] = [];
  server.use(
    http.put('/api/restaurants/:id/location', async ({ request }) => {
      const body = (await request.json()) as { lat: number; long: number };
      sent.push(body);
      return answer ?? HttpResponse.json({ ...restaurant, ...body });
    }),
  );
  return sent;
}

/** The geocoder of the test config ('/geocoder'): Nominatim's search. */
function serveGeocoder(results: unknown[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/geocoder/search', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(results);
    }),
  );
  return queries;
}

const noLocation = aRestaurant({ address: '1517 Shattuck Ave, Berkeley, CA', yelpId: null });

describe("a restaurant's location", () => {
  it('finds the location from the address, saves it and shows it', async () => {
    await renderLoaded({ restaurant: noLocation });
    const section = locationSection();
    expect(section).toHaveTextContent('This restaurant has no location yet');
    expect(within(section).queryByRole('button', { name: 'Use Yelp location' })).toBeNull();
    const geocoded = serveGeocoder([
      { lat: '37.8796', lon: '-122.2689', display_name: '1517 Shattuck Ave' },
    ]);
    const saved = serveLocationSave(noLocation);

    await userEvent.click(within(section).getByRole('button', { name: 'Find from address' }));

    expect(await screen.findByText('37.8796° N, 122.2689° W')).toBeInTheDocument();
    expect(geocoded[0]?.get('q')).toBe('1517 Shattuck Ave, Berkeley, CA');
    expect(saved).toEqual([{ lat: 37.8796, long: -122.2689 }]);
    expect(within(locationSection()).getByRole('link', { name: 'Show on map' })).toHaveAttribute(
      'href',
      '/restaurants?view=map',
    );
  });

  it("uses the linked Yelp business's coordinates", async () => {
    const linked = { ...noLocation, yelpId: 'chez-panisse-berkeley' };
    const { yelpCalls } = await renderLoaded({
      restaurant: linked,
      yelpBusiness: aYelpBusiness(),
    });
    const saved = serveLocationSave(linked);

    await userEvent.click(
      within(locationSection()).getByRole('button', { name: 'Use Yelp location' }),
    );

    expect(await screen.findByText('37.8796° N, 122.2689° W')).toBeInTheDocument();
    expect(saved).toEqual([{ lat: 37.8796, long: -122.2689 }]);
    expect(yelpCalls).toContain('business chez-panisse-berkeley');
  });

  it('says when the address cannot be found, and saves nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderLoaded({ restaurant: noLocation });
    serveGeocoder([]);
    const saved = serveLocationSave(noLocation);

    await userEvent.click(screen.getByRole('button', { name: 'Find from address' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to find this address on the map.',
    );
    expect(saved).toEqual([]);
  });

  it('says when saving fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderLoaded({ restaurant: noLocation });
    serveGeocoder([{ lat: '37.8796', lon: '-122.2689', display_name: 'x' }]);
    serveLocationSave(noLocation, failure('down'));

    await userEvent.click(screen.getByRole('button', { name: 'Find from address' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the location');
  });

  it('offers to edit the restaurant when it has neither an address nor a Yelp link', async () => {
    await renderLoaded({ restaurant: aRestaurant({ address: '', yelpId: null }) });
    const section = locationSection();
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
    expect(within(section).getByRole('link', { name: 'Edit this restaurant' })).toHaveAttribute(
      'href',
      `${PATH}/edit`,
    );
  });

  it('shows a saved location with its coordinates', async () => {
    await renderLoaded({ restaurant: aRestaurant({ lat: 37.8796, long: -122.2689 }) });
    await waitFor(() =>
      expect(within(locationSection()).getByText('37.8796° N, 122.2689° W')).toBeInTheDocument(),
    );
    expect(
      within(locationSection()).getByRole('region', { name: 'Map of Chez Panisse' }),
    ).toBeInTheDocument();
    expect(
      within(locationSection()).queryByRole('button', { name: 'Find from address' }),
    ).toBeNull();
  });
});

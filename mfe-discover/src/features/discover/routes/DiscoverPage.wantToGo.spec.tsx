import { screen, waitFor, within } from '@testing-library/react';
import type { RestaurantPlace } from '@dd/contracts';
import { answer, HttpResponse } from '@dd/shell-kit/testing';
import { BOISE, CATEGORIES, PIZZA } from '../testing/fixtures';
import { serveCategories, serveDiary, serveGeocoder, serveNearby } from '../testing/discoverApi';
import {
  DESKTOP_FIREFOX_AGENT,
  installFakeGeolocation,
  removeFakeGeolocation,
  useUserAgent,
} from '../testing/fakeGeolocation';
import { renderDiscover } from '../testing/renderDiscover';

const north = (metres: number) => BOISE.latitude + metres / 111_195;
const saved = (name: string, metres: number): RestaurantPlace => ({
  _id: `saved-${metres}`,
  name,
  isThumbsUp: null,
  wantToGo: true,
  lat: north(metres),
  long: BOISE.longitude,
});

function allowLocation(state: PermissionState) {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: async () => ({ state }) },
  });
}

beforeEach(() => {
  useUserAgent(DESKTOP_FIREFOX_AGENT);
  serveGeocoder();
  serveCategories(CATEGORIES);
  serveDiary([]);
  serveNearby([PIZZA]);
});

afterEach(() => {
  removeFakeGeolocation();
  Reflect.deleteProperty(navigator, 'permissions');
});

async function openLocated(places: RestaurantPlace[], granted = true) {
  const asked = answer('get', '/api/restaurants/locations', () =>
    HttpResponse.json({ places, withoutLocation: 0 }),
  );
  const geolocation = installFakeGeolocation();
  renderDiscover();
  await geolocation.succeed(BOISE);
  // The section reads the granted position on its own, once the permission has answered.
  if (granted) {
    await waitFor(() => expect(geolocation.pending()).toBeGreaterThan(0));
    await geolocation.succeed(BOISE);
  }
  return asked;
}

describe('Want to go near you', () => {
  it('leads with the places saved for later within the distance, nearest first', async () => {
    allowLocation('granted');
    const asked = await openLocated([
      saved('Across town', 4000),
      saved('Round the corner', 150),
      saved('Down the road', 800),
    ]);
    const section = await screen.findByRole('region', { name: 'Want to go near you' });
    const items = within(section).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'Round the corner150 m',
      'Down the road800 m',
    ]);
    expect(items[0]).toHaveAttribute('href', `/restaurants/${saved('', 150)._id}`);
    expect(asked[0]!.url.searchParams.get('wantToGo')).toBe('true');
    // It comes before the results.
    const results = screen.getByRole('region', { name: 'Restaurants Near You' });
    expect(
      section.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is left out when the location was not allowed before, without asking for the places', async () => {
    allowLocation('prompt');
    const asked = await openLocated([saved('Round the corner', 150)], false);
    await screen.findByRole('heading', { name: 'Pizza Place' });
    expect(screen.queryByRole('region', { name: 'Want to go near you' })).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('is left out when nothing saved is within the distance', async () => {
    allowLocation('granted');
    const asked = await openLocated([saved('Across town', 4000)]);
    await screen.findByRole('heading', { name: 'Pizza Place' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Want to go near you' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from '@dd/shell-kit/testing';
import { PREFERRED_LOCATION_METHOD_KEY } from '../api/locationPreference';
import { BOISE, PIZZA } from '../testing/fixtures';
import {
  failure,
  json,
  serveDiary,
  serveGeocoder,
  serveNearby,
  serveCategories,
} from '../testing/discoverApi';
import {
  ANDROID_CHROME_AGENT,
  DESKTOP_CHROME_AGENT,
  DESKTOP_FIREFOX_AGENT,
  installFakeGeolocation,
  removeFakeGeolocation,
  useUserAgent,
} from '../testing/fakeGeolocation';
import { renderDiscover } from '../testing/renderDiscover';

const NEED_LOCATION = 'We need your location to find restaurants near you';
const SUGGESTED = ['Boise, ID', 'New York, NY', 'San Francisco, CA', 'Chicago, IL'];
const CHROME_WAITING =
  'Attempting to get your location. If Chrome asks for permission, please click "Allow".';

beforeEach(() => {
  useUserAgent(DESKTOP_FIREFOX_AGENT);
  serveDiary();
  serveCategories([]);
});

afterEach(() => {
  removeFakeGeolocation();
  jest.restoreAllMocks();
});

function suggestionButtons() {
  return within(screen.getByRole('group', { name: 'Or try one of these locations:' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('asking the browser for the position', () => {
  it('asks at once on open with a 5 s time-out, a 30 s cached position and no high accuracy on desktop', () => {
    const geolocation = installFakeGeolocation();
    renderDiscover();
    expect(geolocation.calls.length).toBeGreaterThan(0);
    expect(geolocation.calls.at(-1)).toEqual({
      enableHighAccuracy: false,
      timeout: 5000,
      maximumAge: 30000,
    });
    expect(screen.getByText(NEED_LOCATION)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Getting your location...');
    expect(screen.queryByRole('group', { name: /suggested|try one/i })).not.toBeInTheDocument();
  });

  it('asks for high accuracy on a phone', () => {
    useUserAgent(ANDROID_CHROME_AGENT);
    const geolocation = installFakeGeolocation();
    renderDiscover();
    expect(geolocation.calls.at(-1)).toEqual({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 30000,
    });
  });

  it('on desktop Chrome waits 10 s, says so, and offers manual entry and suggestions at once', () => {
    useUserAgent(DESKTOP_CHROME_AGENT);
    const geolocation = installFakeGeolocation();
    renderDiscover();
    expect(geolocation.calls.at(-1)).toEqual({
      enableHighAccuracy: false,
      timeout: 10000,
      maximumAge: 30000,
    });
    expect(screen.getByRole('status')).toHaveTextContent(CHROME_WAITING);
    expect(screen.getByPlaceholderText('Enter city, address, or zip code')).toBeVisible();
    expect(suggestionButtons()).toEqual(SUGGESTED);
  });

  it('a fix is named by reverse geocoding, kept as the default method, and searched around', async () => {
    const geolocation = installFakeGeolocation();
    const { reversed } = serveGeocoder();
    const nearby = serveNearby([PIZZA]);
    renderDiscover();
    await geolocation.succeed(BOISE);

    expect(await screen.findByText('Main St, Boise, Idaho, 83702, United States')).toBeVisible();
    expect(reversed.at(-1)?.query.get('lat')).toBe('43.615');
    expect(reversed.at(-1)?.query.get('lon')).toBe('-116.2023');
    expect(reversed.at(-1)?.query.get('format')).toBe('json');
    expect(reversed.at(-1)?.headers.get('accept')).toBe('application/json');
    expect(reversed.at(-1)?.headers.get('x-client-app')).toMatch(/DiningDiary/);
    expect(reversed.at(-1)?.headers.get('authorization')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Pizza Place' })).toBeVisible();
    expect(nearby[0]?.query.get('latitude')).toBe('43.615');
    expect(localStorage.getItem(PREFERRED_LOCATION_METHOD_KEY)).toBe('default');
    expect(screen.queryByText(NEED_LOCATION)).not.toBeInTheDocument();
  });

  it("names the place 'Your location' when reverse geocoding answers without a name", async () => {
    const geolocation = installFakeGeolocation();
    serveGeocoder({ reverse: () => json({ error: 'Unable to geocode' }) });
    serveNearby([PIZZA]);
    renderDiscover();
    await geolocation.succeed(BOISE);
    expect(await screen.findByText('Your location')).toBeVisible();
  });

  it("names the place 'Location: lat, lon' with 4 decimals when reverse geocoding fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const geolocation = installFakeGeolocation();
    serveGeocoder({ reverse: () => failure('down', 503) });
    serveNearby([PIZZA]);
    renderDiscover();
    await geolocation.succeed({ latitude: 43.61504321, longitude: -116.2 });
    expect(await screen.findByText('Location: 43.6150, -116.2000')).toBeVisible();
  });

  it.each([
    [1, 'Unable to get your location. Please enable location services in your browser settings.'],
    [2, 'Unable to get your location. Location information is unavailable.'],
    [3, 'Unable to get your location. The request to get your location timed out.'],
    [0, 'Unable to get your location. Please try again or enter a location manually.'],
  ])('error code %i reads %j and offers the suggested locations', async (code, message) => {
    const geolocation = installFakeGeolocation();
    renderDiscover();
    await geolocation.fail(code);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(suggestionButtons()).toEqual(SUGGESTED);
    expect(screen.getByRole('button', { name: 'Share My Location' })).toBeEnabled();
  });

  it('a time-out on desktop Chrome adds the tip to allow the location; the entry form stays', async () => {
    useUserAgent(DESKTOP_CHROME_AGENT);
    const geolocation = installFakeGeolocation();
    renderDiscover();
    await geolocation.fail(3);
    expect(screen.getByPlaceholderText('Enter city, address, or zip code')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to get your location. The request to get your location timed out. Tip: click the location icon in the address bar and choose "Allow".',
    );
  });

  it('without geolocation it says so and offers the suggested locations', () => {
    renderDiscover();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Geolocation is not supported by your browser. Please enter your location manually.',
    );
    expect(suggestionButtons()).toEqual(SUGGESTED);
  });

  it('Share My Location asks again, and an answer to an earlier request is ignored', async () => {
    const geolocation = installFakeGeolocation();
    serveGeocoder();
    serveNearby([PIZZA]);
    renderDiscover();
    await geolocation.fail(1);
    const calls = geolocation.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Share My Location' }));
    expect(geolocation.calls.length).toBe(calls + 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await geolocation.succeed(BOISE);
    expect(await screen.findByRole('heading', { name: 'Pizza Place' })).toBeVisible();
  });
});

describe('suggested locations', () => {
  it('picking New York searches there and keeps manual as the method', async () => {
    const geolocation = installFakeGeolocation();
    const nearby = serveNearby([PIZZA]);
    renderDiscover();
    await geolocation.fail(1);
    await userEvent.click(screen.getByRole('button', { name: 'New York, NY' }));

    expect(await screen.findByRole('heading', { name: 'Pizza Place' })).toBeVisible();
    expect(screen.getByText('New York, NY')).toBeVisible();
    expect(nearby[0]?.query.get('latitude')).toBe('40.7128');
    expect(nearby[0]?.query.get('longitude')).toBe('-74.006');
    expect(localStorage.getItem(PREFERRED_LOCATION_METHOD_KEY)).toBe('manual');
  });

  it('an answer from the device after a suggestion was picked is ignored', async () => {
    useUserAgent(DESKTOP_CHROME_AGENT);
    const geolocation = installFakeGeolocation();
    serveGeocoder();
    const nearby = serveNearby([PIZZA]);
    renderDiscover();
    await userEvent.click(screen.getByRole('button', { name: 'Chicago, IL' }));
    await geolocation.succeed(BOISE);
    expect(await screen.findByRole('heading', { name: 'Pizza Place' })).toBeVisible();
    expect(screen.getByText('Chicago, IL')).toBeVisible();
    expect(nearby.every(({ query }) => query.get('latitude') === '41.8781')).toBe(true);
  });
});

describe('entering a location by hand', () => {
  const manualSearchButton = () =>
    within(screen.getByRole('form', { name: 'Enter location' })).getByRole('button');

  async function openManualEntry() {
    const geolocation = installFakeGeolocation();
    renderDiscover();
    await geolocation.fail(2);
    await userEvent.click(screen.getByRole('button', { name: 'Enter location manually' }));
    return screen.getByPlaceholderText('Enter city, address, or zip code');
  }

  it("a blank entry reads 'Please enter a location' and asks nothing", async () => {
    const { searched } = serveGeocoder();
    const input = await openManualEntry();
    await userEvent.type(input, '   ');
    await userEvent.click(manualSearchButton());
    expect(screen.getByText('Please enter a location')).toBeVisible();
    expect(searched).toHaveLength(0);
  });

  it("geocodes the place ('Searching...' meanwhile) and searches around it", async () => {
    const { searched } = serveGeocoder({
      search: async () => {
        await delay(30);
        return json([
          { lat: '43.6187', lon: '-116.2146', display_name: 'Boise, Idaho, United States' },
        ]);
      },
    });
    const nearby = serveNearby([PIZZA]);
    const input = await openManualEntry();
    await userEvent.type(input, 'Boise, ID');
    await userEvent.click(manualSearchButton());

    expect(manualSearchButton()).toHaveTextContent('Searching...');
    expect(manualSearchButton()).toBeDisabled();
    expect(await screen.findByText('Boise, Idaho, United States')).toBeVisible();
    expect(searched[0]?.query.get('q')).toBe('Boise, ID');
    expect(searched[0]?.query.get('format')).toBe('json');
    expect(searched[0]?.query.get('limit')).toBe('1');
    expect(searched[0]?.headers.get('accept')).toBe('application/json');
    expect(searched[0]?.headers.get('x-client-app')).toMatch(/DiningDiary/);
    await screen.findByRole('heading', { name: 'Pizza Place' });
    expect(nearby[0]?.query.get('latitude')).toBe('43.6187');
    expect(nearby[0]?.query.get('longitude')).toBe('-116.2146');
    expect(localStorage.getItem(PREFERRED_LOCATION_METHOD_KEY)).toBe('manual');
  });

  it.each([
    ['no result', () => json([])],
    ['an error status', () => failure('busy', 503)],
  ])('a place with %s cannot be found: the message and the suggestions', async (_case, search) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    serveGeocoder({ search });
    const input = await openManualEntry();
    await userEvent.type(input, 'Atlantis');
    await userEvent.click(manualSearchButton());
    expect(
      await screen.findByText(
        'Unable to find coordinates for this location. Please try a different address or use one of our suggested locations.',
      ),
    ).toBeVisible();
    expect(suggestionButtons()).toEqual(SUGGESTED);
    expect(logged).toHaveBeenCalledWith(
      'Geocoding failed',
      expect.objectContaining({
        message: expect.stringMatching(
          /^(No results found for this address|Geocoding failed: 503)$/,
        ),
      }),
    );
  });

  it('opens the entry form at once when the user set the location by hand last time', () => {
    localStorage.setItem(PREFERRED_LOCATION_METHOD_KEY, 'manual');
    installFakeGeolocation();
    renderDiscover();
    expect(screen.getByPlaceholderText('Enter city, address, or zip code')).toBeVisible();
  });
});

describe('changing a known location', () => {
  it('offers the suggestions and the entry form, and a new place searches again', async () => {
    const geolocation = installFakeGeolocation();
    serveGeocoder();
    const nearby = serveNearby([PIZZA]);
    renderDiscover();
    await geolocation.succeed(BOISE);
    await screen.findByRole('heading', { name: 'Pizza Place' });

    await userEvent.click(screen.getByRole('button', { name: 'Change location' }));
    expect(screen.getByPlaceholderText('Enter city, address, or zip code')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'San Francisco, CA' }));
    await waitFor(() => expect(nearby.at(-1)?.query.get('latitude')).toBe('37.7749'));
    expect(screen.getByText('San Francisco, CA')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('Cancel keeps the location; a place that cannot be found keeps the entry form', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const geolocation = installFakeGeolocation();
    serveGeocoder({ search: () => json([]) });
    serveNearby([PIZZA]);
    renderDiscover();
    await geolocation.succeed(BOISE);
    await screen.findByRole('heading', { name: 'Pizza Place' });

    await userEvent.click(screen.getByRole('button', { name: 'Change location' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Main St, Boise, Idaho, 83702, United States')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Change location' }));
    await userEvent.type(
      screen.getByPlaceholderText('Enter city, address, or zip code'),
      'Atlantis',
    );
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Enter location' })).getByRole('button'),
    );
    expect(
      await screen.findByText(/^Unable to find coordinates for this location\./),
    ).toBeVisible();
    expect(screen.getByPlaceholderText('Enter city, address, or zip code')).toHaveValue('Atlantis');
    expect(suggestionButtons()).toEqual(SUGGESTED);
  });
});

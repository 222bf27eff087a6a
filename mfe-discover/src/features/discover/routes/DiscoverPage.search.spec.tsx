import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from '@dd/shell-kit/testing';
import { aRestaurant, BOISE, PIZZA, TACOS } from '../testing/fixtures';
import {
  businesses,
  failure,
  json,
  serveCategories,
  serveCreateRestaurant,
  serveDiary,
  serveGeocoder,
  serveNearby,
  serveSearch,
} from '../testing/discoverApi';
import {
  DESKTOP_FIREFOX_AGENT,
  installFakeGeolocation,
  removeFakeGeolocation,
  useUserAgent,
} from '../testing/fakeGeolocation';
import { renderDiscover } from '../testing/renderDiscover';

const GREEN_CURRY = {
  ...TACOS,
  id: 'thai-garden-boise',
  name: 'Thai Garden',
  image_url: 'https://images.example.com/thai.jpg',
  categories: [{ title: 'Thai' }, { title: 'Noodles' }],
  location: { address1: '9 Grove St', city: 'Boise', state: 'ID', zip_code: '83702' },
};

beforeEach(() => {
  useUserAgent(DESKTOP_FIREFOX_AGENT);
  serveGeocoder();
  serveCategories([]);
  serveDiary();
});

/** The test router holds only the remote: leaving it for a restaurant's page matches no route. */
function ignoreRouteOutsideRemote() {
  const warn = console.warn;
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('No routes matched location "/restaurants/')) warn(...args);
  });
}

afterEach(() => {
  removeFakeGeolocation();
  jest.restoreAllMocks();
});

const searchPanel = () => screen.getByRole('search', { name: 'Search for Restaurants' });
const searchBox = () => within(searchPanel()).getByPlaceholderText('Search for restaurants...');
const placeBox = () => within(searchPanel()).getByRole('textbox', { name: 'Location' });
const searchButton = () => within(searchPanel()).getByRole('button', { name: 'Search' });
const suggestions = () => screen.queryByRole('list', { name: 'Suggestions' });

async function locateInBoise() {
  const nearby = serveNearby([PIZZA]);
  const geolocation = installFakeGeolocation();
  const view = renderDiscover();
  await geolocation.succeed(BOISE);
  await screen.findByRole('heading', { name: 'Pizza Place' });
  return { view, nearby };
}

describe('the Search for Restaurants panel', () => {
  it("reads 'Using your location' with a known location, and Search needs text", async () => {
    await locateInBoise();
    expect(placeBox()).toHaveAttribute('placeholder', 'Using your location');
    expect(searchButton()).toBeDisabled();
    await userEvent.type(searchBox(), '   ');
    expect(searchButton()).toBeDisabled();
    await userEvent.type(searchBox(), 'x');
    expect(searchButton()).toBeEnabled();
  });

  it('searches around the known location within 10000 m, disabled while it runs', async () => {
    await locateInBoise();
    const searched = serveSearch(async () => {
      await delay(50);
      return businesses([TACOS]);
    });
    await userEvent.type(searchBox(), 'tacos');
    await userEvent.click(searchButton());
    await waitFor(() => expect(searchButton()).toBeDisabled());

    expect(await screen.findByRole('heading', { name: 'Taco Stand' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Pizza Place' })).not.toBeInTheDocument();
    const search = searched.find(({ query }) => query.get('limit') === '20')!;
    expect(Object.fromEntries(search.query)).toEqual({
      term: 'tacos',
      latitude: '43.615',
      longitude: '-116.2023',
      radius: '10000',
      limit: '20',
    });
    expect(searchButton()).toBeEnabled();
  });

  it('searches by the typed place when there is one; an empty answer reads the empty text', async () => {
    await locateInBoise();
    const searched = serveSearch([]);
    await userEvent.type(placeBox(), 'Chicago, IL');
    await userEvent.type(searchBox(), 'sushi');
    await userEvent.click(searchButton());
    expect(
      await screen.findByText(
        'No restaurants found with the current filters. Try adjusting your search criteria.',
      ),
    ).toBeVisible();
    const search = searched.find(({ query }) => query.get('limit') === '20')!;
    expect(search.query.get('location')).toBe('Chicago, IL');
    expect(search.query.get('latitude')).toBeNull();
  });

  it('a failed search is only logged: the results stay', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await locateInBoise();
    serveSearch(() => failure('Upstream down', 502));
    await userEvent.type(searchBox(), 'ramen');
    await userEvent.click(searchButton());
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Restaurant search failed', expect.any(Error)),
    );
    expect(screen.getByRole('heading', { name: 'Pizza Place' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("without a location reads 'City, state or zip' and does nothing without a typed place", async () => {
    const geolocation = installFakeGeolocation();
    renderDiscover();
    await geolocation.fail(1);
    expect(placeBox()).toHaveAttribute('placeholder', 'City, state or zip');
    await userEvent.type(searchBox(), 'p');
    await userEvent.click(searchButton());
    // No handler for /api/yelp/search: a request would fail the test.
    expect(screen.queryByRole('region', { name: 'Restaurants Near You' })).not.toBeInTheDocument();

    serveSearch([PIZZA]);
    await userEvent.type(placeBox(), 'Boise');
    await userEvent.click(searchButton());
    expect(await screen.findByRole('heading', { name: 'Pizza Place' })).toBeVisible();
  });
});

describe('suggestions while typing', () => {
  it('start at 2 characters, 300 ms after typing stops, with image, name, address, categories and Add', async () => {
    await locateInBoise();
    const searched = serveSearch([GREEN_CURRY]);
    await userEvent.type(searchBox(), 't');
    await act(() => delay(400));
    expect(searched).toHaveLength(0);

    await userEvent.type(searchBox(), 'h');
    expect(searched).toHaveLength(0);
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    expect(searched).toHaveLength(1);
    expect(Object.fromEntries(searched[0]!.query)).toEqual({
      term: 'th',
      latitude: '43.615',
      longitude: '-116.2023',
      radius: '10000',
      limit: '6',
    });
    const row = within(list).getByRole('listitem');
    expect(row.querySelector('img')).toHaveAttribute('src', 'https://images.example.com/thai.jpg');
    expect(row).toHaveTextContent('Thai Garden');
    expect(row).toHaveTextContent('9 Grove St, Boise, ID, 83702');
    expect(row).toHaveTextContent('Thai, Noodles');
    expect(within(row).getByRole('button', { name: 'Add Thai Garden to my diary' })).toBeVisible();

    // Shorter text clears them.
    await userEvent.type(searchBox(), '{backspace}');
    expect(suggestions()).not.toBeInTheDocument();
  });

  it('picking a row shows that restaurant, selected, and closes the list', async () => {
    await locateInBoise();
    serveSearch([GREEN_CURRY]);
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await userEvent.type(searchBox(), 'thai');
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    await userEvent.click(within(list).getByRole('button', { name: /^Thai Garden/ }));

    expect(suggestions()).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Thai Garden' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('heading', { name: 'Pizza Place' })).not.toBeInTheDocument();
    expect(scrolled).toHaveBeenCalled();
  });

  it('a press outside closes the list', async () => {
    await locateInBoise();
    serveSearch([GREEN_CURRY]);
    await userEvent.type(searchBox(), 'thai');
    await screen.findByRole('list', { name: 'Suggestions' });
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(suggestions()).not.toBeInTheDocument();
  });

  it('Add in the list adds the restaurant, stays, and offers View', async () => {
    ignoreRouteOutsideRemote();
    const { view } = await locateInBoise();
    serveSearch([GREEN_CURRY]);
    const created = serveCreateRestaurant((body) =>
      json(aRestaurant({ _id: '64b000000000000000000077', ...(body as object) }), 201),
    );
    await userEvent.type(searchBox(), 'thai');
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    await userEvent.click(
      within(list).getByRole('button', { name: 'Add Thai Garden to my diary' }),
    );
    const notice = await screen.findByRole('status', {}, { timeout: 3000 });
    await waitFor(() => expect(notice).toHaveTextContent('Added to your diary'));
    expect(view.currentPath()).toBe('/restaurants/nearby');
    expect(created[0]?.body).toMatchObject({ name: 'Thai Garden', yelpId: 'thai-garden-boise' });

    await userEvent.click(within(notice).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(view.currentPath()).toBe('/restaurants/64b000000000000000000077'));
  });

  it('Save for later in the list saves the restaurant for later and says so', async () => {
    await locateInBoise();
    serveSearch([GREEN_CURRY]);
    const created = serveCreateRestaurant((body) =>
      json(aRestaurant({ _id: '64b000000000000000000079', ...(body as object) }), 201),
    );
    await userEvent.type(searchBox(), 'thai');
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    await userEvent.click(
      within(list).getByRole('button', { name: 'Save for later: Thai Garden' }),
    );
    const notice = await screen.findByRole('status', {}, { timeout: 3000 });
    await waitFor(() => expect(notice).toHaveTextContent('Saved for later'));
    expect(created[0]?.body).toMatchObject({
      name: 'Thai Garden',
      yelpId: 'thai-garden-boise',
      wantToGo: true,
    });
  });

  it('a suggestion already in the diary reads "In your diary" and links to it', async () => {
    await locateInBoise();
    serveSearch([GREEN_CURRY]);
    const lookups = serveDiary([
      aRestaurant({ _id: '64b000000000000000000078', yelpId: 'thai-garden-boise' }),
    ]);
    await userEvent.type(searchBox(), 'thai');
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    const link = await within(list).findByRole('link', { name: /in your diary/i });
    expect(link).toHaveTextContent('In your diary');
    expect(link).toHaveAttribute('href', '/restaurants/64b000000000000000000078');
    expect(lookups.map(({ query }) => query.get('yelpIds'))).toContain('thai-garden-boise');
  });

  it('suggestion errors are only logged', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await locateInBoise();
    serveSearch(() => failure('nope', 500));
    await userEvent.type(searchBox(), 'thai');
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Restaurant suggestions failed', expect.any(Error)),
    );
    expect(suggestions()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

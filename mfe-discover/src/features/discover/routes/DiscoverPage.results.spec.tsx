import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Restaurant } from '@dd/contracts';
import { currentDiaryStore } from '@dd/shell-kit';
import { PREFERRED_LOCATION_METHOD_KEY } from '../api/locationPreference';
import { aRestaurant, BOISE, CATEGORIES, NOWHERE_CAFE, PIZZA, TACOS } from '../testing/fixtures';
import {
  failure,
  json,
  serveCategories,
  serveCreateRestaurant,
  serveDiary,
  serveGeocoder,
  serveNearby,
} from '../testing/discoverApi';
import {
  DESKTOP_FIREFOX_AGENT,
  installFakeGeolocation,
  removeFakeGeolocation,
  useUserAgent,
} from '../testing/fakeGeolocation';
import { renderDiscover } from '../testing/renderDiscover';

beforeEach(() => {
  useUserAgent(DESKTOP_FIREFOX_AGENT);
  serveGeocoder();
  serveCategories(CATEGORIES);
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

/** Opens the screen located in Boise, the nearby search answering `nearby`. */
async function locateInBoise(
  options: {
    nearby?: Parameters<typeof serveNearby>[0];
    diary?: Restaurant[];
  } = {},
) {
  const lookups = serveDiary(options.diary ?? []);
  const requests = serveNearby(options.nearby ?? [PIZZA, TACOS]);
  const geolocation = installFakeGeolocation();
  const view = renderDiscover();
  await geolocation.succeed(BOISE);
  return { view, requests, lookups };
}

const card = (name: string) => screen.getByRole('article', { name });
const results = () => screen.getByRole('region', { name: 'Restaurants Near You' });

describe('the nearby results', () => {
  it('asks for 20 listings within 1000 m sorted by distance and shows them as a grid', async () => {
    const { requests } = await locateInBoise();
    expect(await screen.findByRole('heading', { name: 'Pizza Place' })).toBeVisible();
    expect(Object.fromEntries(requests[0]!.query)).toEqual({
      latitude: '43.615',
      longitude: '-116.2023',
      limit: '20',
      radius: '1000',
      sort_by: 'distance',
    });
    expect(within(results()).getByRole('button', { name: 'Grid View' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const pizza = card('Pizza Place');
    expect(within(pizza).getByRole('img', { name: 'Pizza Place' })).toHaveAttribute(
      'src',
      'https://images.example.com/pizza-place-boise.jpg',
    );
    expect(pizza).toHaveTextContent('4.5');
    expect(pizza).toHaveTextContent('120 reviews');
    expect(pizza).toHaveTextContent('$$');
    expect(pizza).toHaveTextContent('100 Main St, Boise');
    expect(pizza).toHaveTextContent('420 m');
    const yelp = within(pizza).getByRole('link', { name: /View on Yelp/ });
    expect(yelp).toHaveAttribute('href', 'https://www.yelp.com/biz/pizza-place-boise');
    expect(yelp).toHaveAttribute('target', '_blank');
    expect(yelp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(pizza).getByRole('button', { name: 'Add Pizza Place to my diary' }),
    ).toHaveTextContent('Add');

    const tacos = card('Taco Stand');
    expect(tacos).toHaveTextContent('No image available');
    expect(tacos).toHaveTextContent('N/A');
    expect(tacos).toHaveTextContent('1 review');
    expect(tacos).toHaveTextContent('1.5 km');
  });

  it('shows the loading state while the search runs', async () => {
    let answer: (value: Response) => void = () => {};
    await locateInBoise({ nearby: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(within(results()).getByRole('status')).toHaveTextContent('Loading restaurants...');
    await act(async () => answer(json({ businesses: [PIZZA] })));
    expect(await screen.findByRole('heading', { name: 'Pizza Place' })).toBeVisible();
  });

  it('an empty answer reads the no-results message', async () => {
    await locateInBoise({ nearby: [] });
    expect(
      await within(results()).findByText(
        'No restaurants found with current filters. Try adjusting your search criteria.',
      ),
    ).toBeVisible();
  });

  it('an answer without listings asks to try later', async () => {
    await locateInBoise({ nearby: () => json({ total: 0 }) });
    expect(await within(results()).findByRole('alert')).toHaveTextContent(
      'Unable to load nearby restaurants. Please try again later.',
    );
  });

  it('a failure right after the location fix asks to try again; Try again names the reason', async () => {
    let fail = true;
    const { requests } = await locateInBoise({
      nearby: () => (fail ? failure('Yelp is unavailable', 502) : json({ businesses: [PIZZA] })),
    });
    expect(await within(results()).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Unable to load nearby restaurants. Please try again.',
    );
    expect(within(results()).queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(within(results()).getByRole('button', { name: 'Try again' }));
    expect(await within(results()).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Unable to load nearby restaurants: Failed to search nearby restaurants: Yelp is unavailable',
    );

    fail = false;
    await userEvent.click(within(results()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pizza Place' })).toBeVisible();
    expect(requests.length).toBeGreaterThanOrEqual(3);
  });
});

describe('Filter Options', () => {
  async function applyFilters() {
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
  }

  it('sends the distance in metres, the category alias and the prices comma-joined', async () => {
    const { requests } = await locateInBoise();
    await screen.findByRole('heading', { name: 'Pizza Place' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '5 km');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Breakfast & Brunch' }));
    await userEvent.click(screen.getByRole('button', { name: '$$$' }));
    await userEvent.click(screen.getByRole('button', { name: '$' }));
    expect(screen.getByRole('button', { name: '$' })).toHaveAttribute('aria-pressed', 'true');
    // Nothing is asked before Apply Filters.
    expect(requests).toHaveLength(1);
    await applyFilters();

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(Object.fromEntries(requests[1]!.query)).toEqual({
      latitude: '43.615',
      longitude: '-116.2023',
      limit: '20',
      radius: '5000',
      sort_by: 'distance',
      categories: 'breakfast_brunch',
      price: '1,3',
    });
  });

  // 1 km is the default: the first request's radius is 1000 (above).
  it.each([
    ['0.5 km', '500'],
    ['2 km', '2000'],
    ['10 km', '10000'],
    ['20 km', '20000'],
  ])('%s is %s m', async (label, metres) => {
    const { requests } = await locateInBoise();
    await screen.findByRole('heading', { name: 'Pizza Place' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), label);
    await applyFilters();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.query.get('radius')).toBe(metres);
  });

  it('filters by a category created from the typed text', async () => {
    const { requests } = await locateInBoise();
    await screen.findByRole('heading', { name: 'Pizza Place' });
    const { created } = serveCategories(CATEGORIES);
    await userEvent.type(screen.getByRole('combobox', { name: 'Category' }), '  Dim Sum ');
    await userEvent.click(screen.getByRole('option', { name: 'Create "Dim Sum"' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Dim Sum'),
    );
    expect(created[0]?.body).toEqual({ name: 'Dim Sum' });
    await applyFilters();
    await waitFor(() => expect(requests.at(-1)?.query.get('categories')).toBe('dim_sum'));
  });
});

describe('adding a listing to the diary', () => {
  it('posts the discovery payload, stays on the results with the card in the diary, and says so', async () => {
    // The diary as the server keeps it: the new restaurant is in it once added.
    const diary: Restaurant[] = [];
    const { view } = await locateInBoise({ diary });
    const created = serveCreateRestaurant((body) => {
      const restaurant = aRestaurant({ _id: '64b000000000000000000001', ...(body as object) });
      diary.push(restaurant);
      return json(restaurant, 201);
    }, 30);
    await screen.findByRole('heading', { name: 'Pizza Place' });
    await userEvent.click(within(card('Pizza Place')).getByRole('button', { name: /^Add/ }));
    await waitFor(() =>
      expect(within(card('Pizza Place')).getByRole('button', { name: /^Add/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    const link = await within(card('Pizza Place')).findByRole('link', { name: /in your diary/i });
    expect(link).toHaveAttribute('href', '/restaurants/64b000000000000000000001');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Added to your diary');
    expect(view.currentPath()).toBe('/restaurants/nearby');
    expect(created[0]?.body).toEqual({
      name: 'Pizza Place',
      address: '100 Main St, Boise, ID, 83702',
      phone: '+12085550100',
      website: 'https://www.yelp.com/biz/pizza-place-boise',
      lat: 43.6155,
      long: -116.203,
      yelpId: 'pizza-place-boise',
      restaurantImages: [
        {
          url: 'https://images.example.com/pizza-place-boise.jpg',
          isPrimary: true,
          caption: 'Pizza Place',
        },
      ],
    });
  });

  it('a failed add says so and lets the user try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { view } = await locateInBoise();
    serveCreateRestaurant(() => failure('Database down', 500));
    await screen.findByRole('heading', { name: 'Taco Stand' });
    await userEvent.click(within(card('Taco Stand')).getByRole('button', { name: /^Add/ }));
    expect(
      await screen.findByText('Unable to add restaurant. Please try again later.'),
    ).toBeVisible();
    expect(within(card('Taco Stand')).getByRole('button', { name: /^Add/ })).toBeEnabled();
    expect(view.currentPath()).toBe('/restaurants/nearby');
  });

  it('a listing already in the diary reads "In your diary" and links to it', async () => {
    const { lookups } = await locateInBoise({
      diary: [aRestaurant({ _id: '64b0000000000000000000aa', yelpId: 'taco-stand-boise' })],
    });
    await screen.findByRole('heading', { name: 'Taco Stand' });
    const link = await within(card('Taco Stand')).findByRole('link', { name: /in your diary/i });
    expect(link).toHaveTextContent('In your diary');
    expect(link).toHaveAttribute('href', '/restaurants/64b0000000000000000000aa');
    expect(within(card('Pizza Place')).getByRole('button', { name: /^Add/ })).toBeVisible();
    // Only the listings shown are looked up, never the whole diary.
    expect(lookups.map(({ query }) => query.get('yelpIds'))).toEqual([
      'pizza-place-boise,taco-stand-boise',
    ]);
  });

  it('a viewer of the current diary gets the links of listings in it, and nothing to add', async () => {
    currentDiaryStore.setWritable(false);
    try {
      await locateInBoise({
        diary: [aRestaurant({ _id: '64b0000000000000000000aa', yelpId: 'taco-stand-boise' })],
      });
      await screen.findByRole('heading', { name: 'Pizza Place' });
      expect(
        await within(card('Taco Stand')).findByRole('link', { name: /in your diary/i }),
      ).toBeVisible();
      expect(within(card('Pizza Place')).queryByRole('button', { name: /^Add/ })).toBeNull();
      expect(
        within(card('Pizza Place')).queryByRole('button', { name: /^Save for later/ }),
      ).toBeNull();
    } finally {
      currentDiaryStore.setWritable(true);
    }
  });

  it('adding a listing the diary already holds links the restaurant the API answers', async () => {
    ignoreRouteOutsideRemote();
    const { view } = await locateInBoise();
    // The lookup has not seen it (added meanwhile elsewhere): the API answers 200 with it.
    const created = serveCreateRestaurant(() =>
      json(aRestaurant({ _id: '64b0000000000000000000bb', yelpId: 'pizza-place-boise' }), 200),
    );
    await screen.findByRole('heading', { name: 'Pizza Place' });
    await userEvent.click(within(card('Pizza Place')).getByRole('button', { name: /^Add/ }));
    const notice = await screen.findByText('Added to your diary');
    await userEvent.click(within(notice.parentElement!).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(view.currentPath()).toBe('/restaurants/64b0000000000000000000bb'));
    expect(created).toHaveLength(1);
  });
});

describe('saving a listing for later', () => {
  it('posts the same Yelp payload with wantToGo: true and marks the card "Saved for later"', async () => {
    const diary: Restaurant[] = [];
    const { view } = await locateInBoise({ diary });
    const created = serveCreateRestaurant((body) => {
      const restaurant = aRestaurant({ _id: '64b000000000000000000002', ...(body as object) });
      diary.push(restaurant);
      return json(restaurant, 201);
    }, 30);
    await screen.findByRole('heading', { name: 'Pizza Place' });
    const save = within(card('Pizza Place')).getByRole('button', {
      name: 'Save for later: Pizza Place',
    });
    expect(save).toHaveTextContent('Save for later');
    await userEvent.click(save);
    const link = await within(card('Pizza Place')).findByRole('link', {
      name: 'Pizza Place is saved for later: open it',
    });
    expect(link).toHaveTextContent('Saved for later');
    expect(link).toHaveAttribute('href', '/restaurants/64b000000000000000000002');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Saved for later');
    expect(view.currentPath()).toBe('/restaurants/nearby');
    expect(created[0]?.body).toMatchObject({
      name: 'Pizza Place',
      yelpId: 'pizza-place-boise',
      lat: 43.6155,
      long: -116.203,
      wantToGo: true,
    });
    // Add sends no wantToGo: the restaurant is a visited one.
    const addCreated = serveCreateRestaurant((body) => {
      const restaurant = aRestaurant({ _id: '64b000000000000000000003', ...(body as object) });
      diary.push(restaurant);
      return json(restaurant, 201);
    });
    await userEvent.click(within(card('Taco Stand')).getByRole('button', { name: /^Add/ }));
    await within(card('Taco Stand')).findByRole('link', { name: /in your diary/i });
    expect(addCreated[0]?.body).not.toHaveProperty('wantToGo');
  });

  it('a listing saved for later earlier reads "Saved for later"', async () => {
    await locateInBoise({
      diary: [
        aRestaurant({
          _id: '64b0000000000000000000cc',
          yelpId: 'taco-stand-boise',
          wantToGo: true,
        }),
      ],
    });
    const link = await within(card('Taco Stand')).findByRole('link', {
      name: 'Taco Stand is saved for later: open it',
    });
    expect(link).toHaveAttribute('href', '/restaurants/64b0000000000000000000cc');
    expect(
      within(card('Pizza Place')).getByRole('button', { name: 'Save for later: Pizza Place' }),
    ).toBeVisible();
  });
});

describe('Map View', () => {
  it('draws markers for listings with coordinates; a click selects, reddens and pops up', async () => {
    // Leaflet scrolls the page back after focusing the map, which jsdom does not do.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await locateInBoise({ nearby: [PIZZA, TACOS, NOWHERE_CAFE] });
    await screen.findByRole('heading', { name: 'Pizza Place' });
    await userEvent.click(screen.getByRole('button', { name: 'Map View' }));

    const map = await screen.findByRole('region', { name: 'Map of restaurants' });
    expect(map.style.height).toBe('500px');
    const markers = () =>
      Array.from(map.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon'));
    expect(markers().map((marker) => marker.alt)).toEqual(['Pizza Place', 'Taco Stand']);
    expect(map.querySelector('[title="Your location"]')).not.toBeNull();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(markers().find((marker) => marker.alt === 'Taco Stand')!);
    const taco = markers().find((marker) => marker.alt === 'Taco Stand')!;
    expect(taco).toHaveClass('dd-marker-selected');
    expect(markers().find((marker) => marker.alt === 'Pizza Place')).toHaveClass(
      'dd-marker-restaurant',
    );
    const popup = map.querySelector('.leaflet-popup-content');
    expect(popup).toHaveTextContent('Taco Stand');
    expect(popup).toHaveTextContent('5 Idaho St');
    expect(popup).toHaveTextContent('Rating: 3.5 (1 reviews)');

    const details = screen.getByRole('complementary', { name: 'Taco Stand' });
    expect(details).toHaveTextContent('No image');
    expect(details).toHaveTextContent('3.5');
    expect(details).toHaveTextContent('1 review');
    expect(details).toHaveTextContent('N/A');
    expect(details).toHaveTextContent('5 Idaho St, Boise, ID, 83702');
    expect(details).toHaveTextContent('1.5 km');
    expect(within(details).getByRole('link', { name: /View on Yelp/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(details).getByRole('button', { name: /^Add/ })).toBeVisible();

    // Back to the grid, the selected card is the one shown.
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await userEvent.click(screen.getByRole('button', { name: 'Grid View' }));
    expect(card('Taco Stand')).toHaveAttribute('aria-current', 'true');
    expect(scrolled).toHaveBeenCalled();
  });
});

it('the breadcrumbs read Restaurants > Discover', async () => {
  const { view } = await locateInBoise();
  expect(view.crumbs()).toEqual([
    { label: 'Restaurants', to: '/restaurants' },
    { label: 'Discover' },
  ]);
  await screen.findByRole('heading', { name: 'Pizza Place' });
  expect(localStorage.getItem(PREFERRED_LOCATION_METHOD_KEY)).toBe('default');
});

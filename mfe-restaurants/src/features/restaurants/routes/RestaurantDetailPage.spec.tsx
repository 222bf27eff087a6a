import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Restaurant } from '@dd/contracts';
import {
  http,
  HttpResponse,
  renderRemote,
  server,
  serveSharedDiary,
  SHARED_DIARY_ID,
} from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import { aMeal, aRestaurant, aYelpBusiness, aYelpReview, RESTAURANT_ID } from '../testing/fixtures';
import {
  failure,
  restaurantDeleted,
  page,
  serveRestaurantDelete,
  serveRestaurantDetail,
  serveRestaurantList,
  serveThumbs,
  type DetailApi,
} from '../testing/restaurantsApi';

// The list's banner asks for imported places to link (the yelp-linking feature's specs); none here.
beforeEach(() =>
  server.use(
    http.get('/api/imports/google-maps/unlinked', () =>
      HttpResponse.json({ total: 0, places: [], nextCursor: null }),
    ),
  ),
);

afterEach(() => jest.restoreAllMocks());

const PATH = `/restaurants/${RESTAURANT_ID}`;

function renderDetail(api: DetailApi) {
  const calls = serveRestaurantDetail(api);
  const view = renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path: PATH });
  return { ...view, ...calls };
}

async function renderLoaded(api: Partial<DetailApi> & { restaurant?: Restaurant } = {}) {
  const restaurant = api.restaurant ?? aRestaurant();
  const view = renderDetail({ ...api, restaurant });
  await screen.findByRole('heading', { level: 1, name: restaurant.name });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('states', () => {
  it('shows the loading text, then the restaurant', async () => {
    renderDetail({ restaurant: aRestaurant() });
    expect(await screen.findByText('Loading restaurant details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Chez Panisse');
  });

  it("says 'Restaurant not found' for a 404", async () => {
    renderDetail({ restaurant: failure('Restaurant not found', 404) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Restaurant not found');
    expect(screen.getByRole('link', { name: 'Back to Restaurants' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
  });

  it('says the details failed to load for other errors', async () => {
    renderDetail({ restaurant: failure('Database down', 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurant details');
  });
});

describe('header', () => {
  it('marks a place saved for later, and only such a place', async () => {
    const { unmount } = await renderLoaded({ restaurant: aRestaurant({ wantToGo: true }) });
    expect(screen.getByText('Want to go')).toBeInTheDocument();
    expect(screen.getByText(/Your first meal here marks it visited/)).toBeInTheDocument();
    // Saved that day, never visited.
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('First Visited')).not.toBeInTheDocument();
    unmount();
    await renderLoaded({ restaurant: aRestaurant({ wantToGo: false }) });
    expect(screen.queryByText('Want to go')).not.toBeInTheDocument();
    expect(await screen.findByText('First Visited')).toBeInTheDocument();
  });

  it('leads with Log a meal here, then links Add Restaurant and Edit', async () => {
    await renderLoaded();
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    const links = within(header).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Log a meal here');
    expect(links[0]).toHaveAttribute('href', `/meals/new?restaurantId=${RESTAURANT_ID}`);
    expect(screen.getByRole('link', { name: 'Add Restaurant' })).toHaveAttribute(
      'href',
      '/restaurants/new',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${PATH}/edit`);
  });

  it('changes the thumbs at once and rolls back with the error text on failure', async () => {
    await renderLoaded({ restaurant: aRestaurant({ isThumbsUp: false }) });
    const sent = serveThumbs('restaurants', () => failure('nope'));
    const up = screen.getByRole('button', { name: 'Would order/visit again' });
    const down = screen.getByRole('button', { name: 'Would not order/visit again' });
    expect(down).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(down).toHaveAttribute('aria-pressed', 'false');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update thumbs rating$/);
    expect(down).toHaveAttribute('aria-pressed', 'true');
    expect(sent).toEqual([{ id: RESTAURANT_ID, body: { isThumbsUp: true } }]);
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const view = await renderLoaded();
    const deleted = serveRestaurantDelete(restaurantDeleted);
    serveRestaurantList([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Restaurant' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this restaurant? This action cannot be undone.',
    );
    expect(dialog).toHaveTextContent(`This deletes ${aRestaurant().name}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(view.currentPath()).toBe('/restaurants'));
    expect(await screen.findByText(`${aRestaurant().name} was deleted.`)).toBeInTheDocument();
    expect(deleted).toEqual([]);
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(deleted).toEqual([RESTAURANT_ID]));
    expect(
      await screen.findByText('No restaurants added yet. Add your first restaurant!'),
    ).toBeInTheDocument();
  });

  it('says so in a toast on the list when the delete fails', async () => {
    const view = await renderLoaded();
    serveRestaurantDelete(() => failure('nope'));
    serveRestaurantList([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Restaurant' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(view.currentPath()).toBe('/restaurants');
    fireEvent(window, new Event('pagehide'));
    expect(await screen.findByText(/^Failed to delete restaurant$/)).toBeInTheDocument();
  });
});

describe('hero and details', () => {
  it('shows the primary image with the cuisine and the Yelp link', async () => {
    await renderLoaded({
      restaurant: aRestaurant({
        yelpId: 'chez-panisse-berkeley',
        cuisine: 'Californian',
        restaurantImages: [
          { url: '/api/uploads/images/first.jpg', isPrimary: false, caption: 'First' },
          { url: '/api/uploads/images/cover.jpg', isPrimary: true, caption: 'Cover' },
        ],
      }),
      yelpBusiness: aYelpBusiness(),
    });
    const hero = screen.getAllByRole('figure')[0]!;
    expect(within(hero).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      '/api/uploads/images/cover.jpg',
    );
    expect(within(hero).getByText('Californian')).toBeInTheDocument();
    const yelp = within(hero).getByRole('link', { name: 'View on Yelp' });
    expect(yelp).toHaveAttribute('href', 'https://www.yelp.com/biz/chez-panisse-berkeley');
    expect(yelp).toHaveAttribute('target', '_blank');
    expect(yelp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without an image shows address with map links, phone and website', async () => {
    await renderLoaded({
      restaurant: aRestaurant({
        address: '1517 Shattuck Ave, Berkeley',
        phone: '(510) 548-5525',
        website: 'chezpanisse.com',
      }),
    });
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    const details = section('Details');
    expect(within(details).getByText('1517 Shattuck Ave, Berkeley')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=1517%20Shattuck%20Ave%2C%20Berkeley',
    );
    expect(within(details).getByRole('link', { name: 'Apple Maps' })).toHaveAttribute(
      'href',
      'https://maps.apple.com/?q=1517%20Shattuck%20Ave%2C%20Berkeley',
    );
    expect(within(details).getByRole('link', { name: '(510) 548-5525' })).toHaveAttribute(
      'href',
      'tel:5105485525',
    );
    expect(within(details).getByRole('link', { name: 'chezpanisse.com' })).toHaveAttribute(
      'href',
      'https://chezpanisse.com/',
    );
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<b>x</b>'])(
    'never makes a link of the website %s',
    async (website) => {
      await renderLoaded({ restaurant: aRestaurant({ website }) });
      const details = section('Details');
      expect(within(details).getByText(website)).toBeInTheDocument();
      expect(within(details).queryByRole('link', { name: website })).not.toBeInTheDocument();
      expect(document.querySelector('a[href^="javascript:"], a[href^="data:"]')).toBeNull();
    },
  );

  it('renders notes as text, never as HTML', async () => {
    await renderLoaded({
      restaurant: aRestaurant({ notes: '<img src=x onerror=alert(1)> tasty' }),
    });
    expect(
      within(section('Comments')).getByText('<img src=x onerror=alert(1)> tasty'),
    ).toBeInTheDocument();
    expect(within(section('Comments')).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('tags, order links and photos', () => {
  it('shows the tags with Manage Tags', async () => {
    await renderLoaded({
      tags: [
        { _id: 't1', diaryId: 'u1', name: 'Date night' },
        { _id: 't2', diaryId: 'u1', name: 'Organic' },
      ],
    });
    const tags = section('Tags');
    expect(await within(tags).findByText('Date night')).toBeInTheDocument();
    expect(within(tags).getByText('Organic')).toBeInTheDocument();
    expect(within(tags).getByRole('link', { name: 'Manage Tags' })).toHaveAttribute(
      'href',
      `${PATH}/edit`,
    );
  });

  it('reads a failed tag load as no tags', async () => {
    await renderLoaded({ tags: failure('nope') });
    expect(await within(section('Tags')).findByText('No tags yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the order and reservation services', async () => {
    await renderLoaded();
    const order = section('Order & Reservations');
    for (const service of ['Uber Eats', 'DoorDash', 'Grubhub', 'OpenTable', 'Resy'])
      expect(within(order).getByRole('button', { name: service })).toBeInTheDocument();
  });

  it('shows the photos with captions and Manage Photos', async () => {
    await renderLoaded({
      restaurant: aRestaurant({
        restaurantImages: [
          { url: '/api/uploads/images/a.jpg', isPrimary: true, caption: 'The room' },
          { url: 'https://cdn.example.com/b.jpg', isPrimary: false, caption: '' },
        ],
      }),
    });
    const photos = section('Restaurant Photos');
    expect(within(photos).getByText('The room')).toBeInTheDocument();
    expect(within(photos).getAllByRole('listitem')).toHaveLength(2);
    expect(within(photos).getByRole('link', { name: 'Manage Photos' })).toHaveAttribute(
      'href',
      `${PATH}/edit`,
    );
  });
});

describe('meals', () => {
  it('lists the meals at this restaurant with their dates', async () => {
    const { mealQueries } = await renderLoaded({
      meals: [
        aMeal({ _id: 'm1', name: 'Garden salad', date: '2024-03-02' }),
        aMeal({ _id: 'm2', name: 'Galette' }),
      ],
    });
    const meals = section('Meals');
    expect(await within(meals).findByRole('link', { name: 'Garden salad' })).toHaveAttribute(
      'href',
      '/meals/m1',
    );
    expect(within(meals).getByRole('link', { name: 'Galette' })).toBeInTheDocument();
    expect(
      within(meals).getAllByText(
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          Date.UTC(2024, 2, 2),
        ),
      ),
    ).toHaveLength(2);
    expect(Object.fromEntries(mealQueries[0]!)).toEqual({
      restaurantId: RESTAURANT_ID,
      limit: '50',
    });
    expect(within(meals).getByRole('link', { name: 'Add Meal' })).toHaveAttribute(
      'href',
      `/meals/new?restaurantId=${RESTAURANT_ID}`,
    );
  });

  it('says so when no meal was logged here', async () => {
    await renderLoaded({ meals: [] });
    expect(
      await within(section('Meals')).findByText('No meals logged at this restaurant yet.'),
    ).toBeInTheDocument();
  });

  it('loads further meals page by page', async () => {
    await renderLoaded({
      meals: (query) =>
        query.get('cursor') === 'm-2'
          ? page([aMeal({ _id: 'm2', name: 'Galette' })])
          : page([aMeal({ _id: 'm1', name: 'Garden salad' })], 'm-2'),
    });
    await within(section('Meals')).findByRole('link', { name: 'Garden salad' });
    await userEvent.click(within(section('Meals')).getByRole('button', { name: 'Load more' }));
    expect(
      await within(section('Meals')).findByRole('link', { name: 'Galette' }),
    ).toBeInTheDocument();
  });

  it("changes a meal's thumbs at once and keeps the server's record", async () => {
    await renderLoaded({ meals: [aMeal({ _id: 'm1', isThumbsUp: null })] });
    const sent = serveThumbs('meals', (id, isThumbsUp) =>
      Response.json(aMeal({ _id: id, isThumbsUp })),
    );
    const up = await within(section('Meals')).findByRole('button', { name: 'Would order again' });

    await userEvent.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sent).toEqual([{ id: 'm1', body: { isThumbsUp: true } }]));
    expect(up).toHaveAttribute('aria-pressed', 'true');
  });

  it("rolls a meal's thumbs back with the error text on failure", async () => {
    await renderLoaded({ meals: [aMeal({ _id: 'm1', isThumbsUp: true })] });
    serveThumbs('meals', () => failure('nope'));
    const down = await within(section('Meals')).findByRole('button', {
      name: 'Would not order again',
    });

    await userEvent.click(down);
    expect(down).toHaveAttribute('aria-pressed', 'true');

    expect(await within(section('Meals')).findByRole('alert')).toHaveTextContent(
      'Failed to update meal thumbs rating',
    );
    expect(down).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(section('Meals')).getByRole('button', { name: 'Would order again' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Yelp Information', () => {
  const linked = aRestaurant({ yelpId: 'chez-panisse-berkeley' });

  it('is absent for a restaurant not linked to Yelp', async () => {
    const { yelpCalls } = await renderLoaded();
    expect(screen.queryByRole('region', { name: 'Yelp Information' })).not.toBeInTheDocument();
    expect(yelpCalls).toEqual([]);
  });

  it('shows rating, review count, price, hours and the 3 most recent reviews', async () => {
    const reviews = ['2023-05-01', '2024-02-01', '2022-01-01', '2024-01-01', '2021-06-01'].map(
      (day, index) =>
        aYelpReview({
          id: `r${index}`,
          text: `Review from ${day}`,
          time_created: `${day} 10:00:00`,
        }),
    );
    await renderLoaded({ restaurant: linked, yelpBusiness: aYelpBusiness(), yelpReviews: reviews });
    const panel = section('Yelp Information');

    expect(await within(panel).findByText('4.5 / 5', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText((2345).toLocaleString())).toBeInTheDocument();
    expect(within(panel).getByText('$$$$')).toBeInTheDocument();
    expect(within(panel).getByText('Tuesday').nextSibling).toHaveTextContent(
      /11:00\sAM – 2:30\sPM, 5:30\sPM – 10:00\sPM/,
    );
    expect(within(panel).getByText('Monday').nextSibling).toHaveTextContent('Closed');

    const shown = await within(panel).findAllByText(/^Review from/);
    expect(shown.map((review) => review.textContent)).toEqual([
      'Review from 2024-02-01',
      'Review from 2024-01-01',
      'Review from 2023-05-01',
    ]);
  });

  it('only logs a failed review load and shows the rest', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderLoaded({
      restaurant: linked,
      yelpBusiness: aYelpBusiness(),
      yelpReviews: failure('Yelp quota exceeded', 429),
    });
    const panel = section('Yelp Information');
    expect(await within(panel).findByText('$$$$')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(panel).queryByText('Recent Reviews')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains when the Yelp data cannot be loaded', async () => {
    await renderLoaded({
      restaurant: linked,
      yelpBusiness: failure('Upstream unavailable', 502),
      yelpReviews: [aYelpReview()],
    });
    expect(await within(section('Yelp Information')).findByRole('alert')).toHaveTextContent(
      'Unable to load Yelp data. Please try again later.',
    );
  });
});

describe('a restaurant of a shared diary (issue 46)', () => {
  it('shows a viewer who added it, and no control that would change it or log a meal there', async () => {
    serveSharedDiary('viewer', [{ userId: 'u2', firstName: 'Sam' }]);
    await renderLoaded({ restaurant: aRestaurant({ diaryId: SHARED_DIARY_ID, userId: 'u2' }) });

    expect(await screen.findByText('Added by Sam')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log a meal here' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Tags' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Meal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Would order/visit again' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Edit this restaurant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find from address' })).not.toBeInTheDocument();
  });
});

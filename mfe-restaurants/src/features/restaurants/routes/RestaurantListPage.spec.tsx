import {
  act,
  fireEvent,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNDO_WINDOW_MS } from '@dd/diary-ui';
import type { Restaurant } from '@dd/contracts';
import { delay, http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import { aRestaurant } from '../testing/fixtures';
import {
  failure,
  restaurantDeleted,
  page,
  serveRestaurantDelete,
  serveRestaurantDetail,
  serveRestaurantList,
  serveThumbs,
} from '../testing/restaurantsApi';

// The list's banner asks for imported places to link (the yelp-linking feature's specs); none here.
beforeEach(() =>
  server.use(
    http.get('/api/imports/google-maps/unlinked', () =>
      HttpResponse.json({ total: 0, places: [], nextCursor: null }),
    ),
  ),
);

const chez = aRestaurant({
  _id: '64b7f0c2a1b2c3d4e5f60701',
  name: 'Chez Panisse',
  address: '1517 Shattuck Ave',
  tags: [{ _id: 't1', name: 'Californian' }],
  restaurantImages: [
    { url: '/api/uploads/images/other.jpg', isPrimary: false, caption: '' },
    { url: '/api/uploads/images/chez.jpg', isPrimary: true, caption: '' },
  ],
});
const luigi = aRestaurant({
  _id: '64b7f0c2a1b2c3d4e5f60702',
  name: "Luigi's",
  address: '',
  isThumbsUp: true,
});

function renderList(path = '/restaurants') {
  return renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path });
}

const grid = () => screen.getByRole('list', { name: 'Restaurants' });
const card = (name: string) =>
  within(grid())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }))!;

describe('the list', () => {
  it('shows the loading text, then a card per restaurant linking to its detail', async () => {
    const queries = serveRestaurantList([chez, luigi]);
    const view = renderList();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Restaurants');
    expect(screen.getByText('Loading restaurants...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chez Panisse' })).toHaveAttribute(
      'href',
      `/restaurants/${chez._id}`,
    );
    expect(screen.getByRole('link', { name: "Luigi's" })).toHaveAttribute(
      'href',
      `/restaurants/${luigi._id}`,
    );
    expect(Object.fromEntries(queries[0]!)).toEqual({ limit: '24', include: 'tags' });

    const chezCard = card('Chez Panisse');
    expect(within(chezCard).getByText('1517 Shattuck Ave')).toBeInTheDocument();
    expect(within(chezCard).getByText('Californian')).toBeInTheDocument();
    expect(chezCard.querySelector('img')).toHaveAttribute('src', '/api/uploads/images/chez.jpg');
    expect(card("Luigi's").querySelector('img')).toBeNull();
    expect(
      within(card("Luigi's")).getByRole('button', { name: 'Would order/visit again' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(chezCard).getByRole('button', { name: 'Would not order/visit again' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Add Restaurant' })).toHaveAttribute(
      'href',
      '/restaurants/new',
    );
    expect(view.currentPath()).toBe('/restaurants');
  });

  it('shows the error text when the list cannot be loaded', async () => {
    serveRestaurantList(() => failure('Database down'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurants');
  });

  it('loads the next page with the cursor of the last one', async () => {
    const queries = serveRestaurantList((query) =>
      query.get('cursor') === 'next-1' ? page([luigi]) : page([chez], 'next-1'),
    );
    renderList();
    await screen.findByRole('link', { name: 'Chez Panisse' });
    expect(screen.queryByRole('link', { name: "Luigi's" })).not.toBeInTheDocument();

    // jsdom has no IntersectionObserver: the sentinel offers its button instead.
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: "Luigi's" })).toBeInTheDocument();
    // (StrictMode's mount, unmount, mount in development may repeat the first request.)
    expect(queries.map((query) => query.get('cursor')).filter(Boolean)).toEqual(['next-1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('filters and search in the URL', () => {
  it('reads the filter and search from the URL', async () => {
    const queries = serveRestaurantList([chez]);
    renderList('/restaurants?filter=unrated&q=pizza');

    await screen.findByRole('link', { name: 'Chez Panisse' });
    expect(screen.getByRole('button', { name: 'Unrated' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Restaurants' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('searchbox')).toHaveValue('pizza');
    expect(queries[0]!.get('filter')).toBe('unrated');
    expect(queries[0]!.get('q')).toBe('pizza');
  });

  it('puts a chosen filter in the URL and keeps the cards until its answer arrives', async () => {
    const queries = serveRestaurantList(async (query) => {
      if (query.get('filter') !== 'thumbsUp') return page([chez, luigi]);
      await delay(100);
      return page([luigi]);
    });
    const view = renderList();
    await screen.findByRole('link', { name: 'Chez Panisse' });

    await userEvent.click(screen.getByRole('button', { name: 'Thumbs Up' }));
    expect(screen.getByRole('link', { name: 'Chez Panisse' })).toBeInTheDocument();
    expect(grid()).toHaveAttribute('aria-busy', 'true');

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Chez Panisse' })).not.toBeInTheDocument(),
    );
    expect(view.currentPath()).toBe('/restaurants?filter=thumbsUp');
    expect(screen.getByRole('button', { name: 'Thumbs Up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(queries.at(-1)!.get('filter')).toBe('thumbsUp');
  });

  it('answers typing at once and searches 300 ms after it stops, with one request', async () => {
    const queries = serveRestaurantList((query) => page(query.get('q') === 'sushi' ? [] : [chez]));
    const view = renderList('/restaurants?filter=thumbsDown');
    await screen.findByRole('link', { name: 'Chez Panisse' });

    await userEvent.type(screen.getByRole('searchbox'), 'sushi');
    expect(screen.getByRole('searchbox')).toHaveValue('sushi');

    expect(await screen.findByText('No restaurants match your search.')).toBeInTheDocument();
    expect(view.currentPath()).toBe('/restaurants?filter=thumbsDown&q=sushi');
    // Nothing was asked while typing ('s', 'su', …): only the final text.
    expect(queries.map((query) => query.get('q')).filter(Boolean)).toEqual(['sushi']);
  });

  it.each([
    ['/restaurants', 'No restaurants added yet. Add your first restaurant!'],
    [
      '/restaurants?filter=thumbsUp',
      'No "would visit again" restaurants yet. Give some restaurants a thumbs up!',
    ],
    [
      '/restaurants?filter=thumbsDown',
      'No "would not visit again" restaurants yet. Give some restaurants a thumbs down!',
    ],
    [
      '/restaurants?filter=unrated',
      'No unrated restaurants. All your restaurants have been rated!',
    ],
    ['/restaurants?filter=unrated&q=zzz', 'No restaurants match your search.'],
  ])('at %s an empty answer shows %j', async (path, text) => {
    serveRestaurantList([]);
    renderList(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Restaurants' })).not.toBeInTheDocument();
  });
});

describe('want to go (places saved for later)', () => {
  const someday = aRestaurant({
    _id: '64b7f0c2a1b2c3d4e5f60703',
    name: 'Someday Sushi',
    wantToGo: true,
  });

  it('offers a Want to go chip after the four filters, narrowing with wantToGo=true', async () => {
    const queries = serveRestaurantList((query) =>
      page(query.get('wantToGo') === 'true' ? [someday] : [chez, someday]),
    );
    const view = renderList();
    await screen.findByRole('link', { name: 'Chez Panisse' });
    const chips = within(screen.getByRole('group', { name: 'Filter' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All Restaurants',
      'Thumbs Up',
      'Thumbs Down',
      'Unrated',
      'Want to go',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Want to go' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Chez Panisse' })).not.toBeInTheDocument(),
    );
    expect(view.currentPath()).toBe('/restaurants?filter=wantToGo');
    expect(screen.getByRole('button', { name: 'Want to go' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All Restaurants' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const last = queries.at(-1)!;
    expect(last.get('wantToGo')).toBe('true');
    expect(last.has('filter')).toBe(false);

    // A search keeps the chip.
    await userEvent.type(screen.getByRole('searchbox'), 'sushi');
    await waitFor(() => expect(view.currentPath()).toBe('/restaurants?filter=wantToGo&q=sushi'));
    await waitFor(() => expect(queries.at(-1)!.get('q')).toBe('sushi'));
    expect(queries.at(-1)!.get('wantToGo')).toBe('true');
  });

  it('has its own empty text, pointing to Nearby', async () => {
    serveRestaurantList([]);
    renderList('/restaurants?filter=wantToGo');
    expect(
      await screen.findByText(
        'No places saved for later yet. Use "Save for later" on Nearby to keep places you want to try.',
      ),
    ).toBeInTheDocument();
  });

  it('marks the cards of places saved for later with a badge', async () => {
    serveRestaurantList([chez, someday]);
    renderList();
    await screen.findByRole('link', { name: 'Someday Sushi' });
    expect(within(card('Someday Sushi')).getByText('Want to go')).toBeInTheDocument();
    expect(within(card('Chez Panisse')).queryByText('Want to go')).not.toBeInTheDocument();
  });
});

describe('narrowed to one tag (?tag=, from the Tags page)', () => {
  const californian = { _id: '64b7f0c2a1b2c3d4e5f60001', name: 'Californian' };
  const serveTags = () => server.use(http.get('/api/tags', () => HttpResponse.json([californian])));

  it('asks the server for the restaurants carrying the tag and names it', async () => {
    const queries = serveRestaurantList((query) =>
      page(query.get('tagId') ? [chez] : [chez, luigi]),
    );
    serveTags();
    const view = renderList(`/restaurants?tag=${californian._id}&filter=unrated`);
    await screen.findByRole('link', { name: 'Chez Panisse' });
    expect(screen.queryByRole('link', { name: "Luigi's" })).not.toBeInTheDocument();
    expect(queries[0]!.get('tagId')).toBe(californian._id);
    expect(queries[0]!.get('filter')).toBe('unrated');
    const filter = (await screen.findByText('Tagged')).parentElement!;
    await waitFor(() => expect(filter).toHaveTextContent(/^TaggedCalifornian/));

    await userEvent.click(screen.getByRole('button', { name: 'Show restaurants with any tag' }));
    expect(await screen.findByRole('link', { name: "Luigi's" })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/restaurants?filter=unrated');
    expect(queries.at(-1)!.get('tagId')).toBeNull();
    expect(screen.queryByText('Tagged')).not.toBeInTheDocument();
  });

  it('keeps the tag while searching, and an empty answer reads as a search without results', async () => {
    const queries = serveRestaurantList([]);
    serveTags();
    const view = renderList(`/restaurants?tag=${californian._id}`);
    expect(await screen.findByText('No restaurants match your search.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'chez');
    await waitFor(() =>
      expect(view.currentPath()).toBe(`/restaurants?tag=${californian._id}&q=chez`),
    );
    await waitFor(() => expect(queries.at(-1)!.get('q')).toBe('chez'));
    expect(queries.at(-1)!.get('tagId')).toBe(californian._id);
  });

  it('ignores a tag that is not an id', async () => {
    const queries = serveRestaurantList([chez]);
    renderList('/restaurants?tag=nonsense');
    await screen.findByRole('link', { name: 'Chez Panisse' });
    expect(queries[0]!.get('tagId')).toBeNull();
    expect(screen.queryByText('Tagged')).not.toBeInTheDocument();
  });
});

describe('thumbs on a card', () => {
  it('shows the new rating at once and keeps the server record', async () => {
    serveRestaurantList([chez]);
    const sent = serveThumbs('restaurants', (id, isThumbsUp) =>
      Response.json({ ...chez, _id: id, isThumbsUp }),
    );
    renderList();
    await screen.findByRole('link', { name: 'Chez Panisse' });
    const up = screen.getByRole('button', { name: 'Would order/visit again' });

    await userEvent.click(up);

    expect(up).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sent).toEqual([{ id: chez._id, body: { isThumbsUp: true } }]));
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears an active thumb with null', async () => {
    serveRestaurantList([luigi]);
    const sent = serveThumbs('restaurants', (_id, isThumbsUp) =>
      Response.json({ ...luigi, isThumbsUp }),
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Would order/visit again' }));
    await waitFor(() => expect(sent).toEqual([{ id: luigi._id, body: { isThumbsUp: null } }]));
    expect(screen.getByRole('button', { name: 'Would order/visit again' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('rolls back on failure and shows the error for 3 seconds', async () => {
    serveRestaurantList([chez]);
    serveThumbs('restaurants', () => failure('Server exploded'));
    renderList();
    const down = await screen.findByRole('button', { name: 'Would not order/visit again' });

    await userEvent.click(down);
    expect(down).toHaveAttribute('aria-pressed', 'true');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update thumbs rating: Server exploded',
    );
    expect(down).toHaveAttribute('aria-pressed', 'false');
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'), { timeout: 4000 });
  });
  it("reports a failure even when another card's thumb was pressed meanwhile", async () => {
    serveRestaurantList([chez, luigi]);
    serveThumbs('restaurants', async (id, isThumbsUp) => {
      if (id !== chez._id) return Response.json({ ...luigi, isThumbsUp });
      await delay(150);
      return failure('Chez is read-only');
    });
    renderList();
    await screen.findByRole('link', { name: 'Chez Panisse' });

    await userEvent.click(
      within(card('Chez Panisse')).getByRole('button', { name: 'Would order/visit again' }),
    );
    await userEvent.click(
      within(card("Luigi's")).getByRole('button', { name: 'Would order/visit again' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update thumbs rating: Chez is read-only',
    );
    expect(
      within(card('Chez Panisse')).getByRole('button', { name: 'Would order/visit again' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('options menu', () => {
  afterEach(() => jest.useRealTimers());

  it('Edit goes to the edit page', async () => {
    serveRestaurantList([chez]);
    serveRestaurantDetail({ restaurant: chez });
    server.use(http.get('/api/tags', () => HttpResponse.json([])));
    const view = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Chez Panisse' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${chez._id}/edit`));
    expect(await screen.findByRole('heading', { name: 'Edit Restaurant' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Chez Panisse');
  });

  it('Delete asks first; Cancel keeps the restaurant', async () => {
    serveRestaurantList([chez]);
    const deleted = serveRestaurantDelete(restaurantDeleted);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Chez Panisse' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Restaurant' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this restaurant? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);
    expect(screen.getByRole('link', { name: 'Chez Panisse' })).toBeInTheDocument();
  });

  it('a confirmed delete removes the card', async () => {
    let stored: Restaurant[] = [chez, luigi];
    serveRestaurantList(() => page(stored));
    const deleted = serveRestaurantDelete((id) => {
      stored = stored.filter((restaurant) => restaurant._id !== id);
      return restaurantDeleted();
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Chez Panisse' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Restaurant' });
    expect(dialog).toHaveTextContent('This deletes Chez Panisse.');
    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    act(() => jest.advanceTimersByTime(1));

    // Gone at once with Undo; the DELETE is sent once the toast ends.
    expect(screen.queryByRole('link', { name: 'Chez Panisse' })).not.toBeInTheDocument();
    expect(screen.getByText('Chez Panisse was deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS));
    jest.useRealTimers();
    await waitFor(() => expect(deleted).toEqual([chez._id]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Luigi's" })).toBeInTheDocument();
  });

  it('Undo brings the card back and sends no DELETE', async () => {
    serveRestaurantList([chez, luigi]);
    const deleted = serveRestaurantDelete(() => restaurantDeleted());
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Chez Panisse' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Restaurant' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Chez Panisse' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Chez Panisse' })).toBeInTheDocument();
    // Leaving the tab would send a delete still waiting: none is.
    fireEvent(window, new Event('pagehide'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(deleted).toEqual([]);
  });

  it('a failed delete keeps the card and explains why', async () => {
    serveRestaurantList([chez]);
    serveRestaurantDelete(() => failure('Restaurant is locked', 409));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Chez Panisse' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Restaurant' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    fireEvent(window, new Event('pagehide'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete restaurant: Restaurant is locked',
    );
    expect(await screen.findByRole('link', { name: 'Chez Panisse' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

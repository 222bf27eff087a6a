import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Restaurant, Tag } from '@dd/contracts';
import { diaryKeys } from '@dd/diary-ui';
import { currentDiaryStore } from '@dd/shell-kit';
import {
  answer,
  delay,
  http,
  HttpResponse,
  PERSONAL_DIARY,
  renderRemote,
  server,
  serveSharedDiary,
  SHARED_DIARY_ID,
  testUser,
} from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import {
  RESTAURANT_ID,
  TAGS,
  aRestaurant,
  recordRequests,
  serveAnyOtherGetAsNotFound,
  serveTagLinks,
  serveTags,
  serveYelp,
  type Recorder,
} from '../testing/editorTestApi';

const EDIT_PATH = `/restaurants/${RESTAURANT_ID}/edit`;

function renderEditPage() {
  return renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path: EDIT_PATH });
}

/** GET /api/restaurants/:id and its tag links. */
function serveRestaurant(restaurant: Restaurant = aRestaurant(), tags: Tag[] = [TAGS[0]!]) {
  server.use(
    http.get(`/api/restaurants/${RESTAURANT_ID}`, async () => {
      await delay(20);
      return HttpResponse.json(restaurant);
    }),
    http.get(`/api/restaurant-tags/restaurant/${RESTAURANT_ID}`, () =>
      HttpResponse.json(
        tags.map((tag) => ({ _id: `link-${tag._id}`, restaurantId: RESTAURANT_ID, tagId: tag })),
      ),
    ),
  );
}

/** PUT /api/restaurants/:id answering the record as sent; `until` holds the answer back. */
function serveUpdate(recorder: Recorder, until?: Promise<void>) {
  server.use(
    http.put(`/api/restaurants/${RESTAURANT_ID}`, async ({ request }) => {
      await recorder.record(request);
      await until;
      return HttpResponse.json(aRestaurant((await request.json()) as Partial<Restaurant>));
    }),
  );
}

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });

beforeEach(() => {
  serveAnyOtherGetAsNotFound();
  serveTags();
});

it('shows a loading state, then the restaurant and its tags in the form', async () => {
  serveRestaurant();
  renderEditPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Restaurant' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Loading restaurant...');

  expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Chez Panisse');
  expect(screen.getByLabelText('Address')).toHaveValue('1517 Shattuck Ave, Berkeley, CA');
  expect(screen.getByLabelText('First Visited')).toHaveValue('2024-03-01');
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Book ahead');
  expect(screen.getByRole('button', { name: 'Would order/visit again' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(
    within(screen.getByRole('list', { name: 'Selected restaurant tags' })).getByText('Date night'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Link to Yelp' })).toBeVisible();
  expect(
    screen.getByText('Search for this restaurant on Yelp to link it and import additional data.'),
  ).toBeVisible();
  expect(screen.queryByText('Restaurant linked to Yelp')).not.toBeInTheDocument();
});

it("shows 'Failed to load restaurant data' when the restaurant cannot be read", async () => {
  server.use(
    http.get(`/api/restaurants/${RESTAURANT_ID}`, () =>
      HttpResponse.json({ message: 'Restaurant not found' }, { status: 404 }),
    ),
    http.get(`/api/restaurant-tags/restaurant/${RESTAURANT_ID}`, () => HttpResponse.json([])),
  );
  renderEditPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurant data');
  expect(screen.queryByRole('form', { name: 'Restaurant' })).not.toBeInTheDocument();
});

it('saves the changes, then deletes the tag links and creates one per selected tag', async () => {
  const recorder = recordRequests();
  let answer!: () => void;
  serveRestaurant();
  serveUpdate(recorder, new Promise<void>((resolve) => (answer = resolve)));
  serveTagLinks(recorder);
  const view = renderEditPage();

  await userEvent.clear(await screen.findByRole('textbox', { name: /^Name/ }));
  await userEvent.type(nameInput(), 'Chez Panisse Café');
  await userEvent.type(screen.getByRole('combobox', { name: 'Restaurant tags' }), 'Lunch{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Would order/visit again' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  answer();
  await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${RESTAURANT_ID}`));

  const sequence = recorder.received.map(({ method, path }) => `${method} ${path}`);
  expect(sequence).toEqual([
    `PUT /api/restaurants/${RESTAURANT_ID}`,
    `DELETE /api/restaurant-tags/restaurant/${RESTAURANT_ID}`,
    'POST /api/restaurant-tags',
    'POST /api/restaurant-tags',
  ]);
  expect(recorder.of('PUT', `/api/restaurants/${RESTAURANT_ID}`)[0]!.body).toMatchObject({
    name: 'Chez Panisse Café',
    isThumbsUp: null,
    notes: 'Book ahead',
    date: '2024-03-01',
  });
  expect(recorder.of('POST', '/api/restaurant-tags').map((link) => link.body)).toEqual(
    expect.arrayContaining([
      { restaurantId: RESTAURANT_ID, tagId: TAGS[0]!._id },
      { restaurantId: RESTAURANT_ID, tagId: TAGS[1]!._id },
    ]),
  );
});

it("shows 'Failed to update restaurant' and keeps the edits", async () => {
  serveRestaurant();
  server.use(
    http.put(`/api/restaurants/${RESTAURANT_ID}`, () =>
      HttpResponse.json({ message: 'Database down' }, { status: 500 }),
    ),
  );
  const view = renderEditPage();
  await userEvent.type(await screen.findByRole('textbox', { name: 'Notes' }), ' and early');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Failed to update restaurant')).toBeVisible();
  expect(screen.getByText('Error saving restaurant')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Book ahead and early');
  expect(view.currentPath()).toBe(EDIT_PATH);
});

it('goes back to the restaurant on Cancel', async () => {
  serveRestaurant();
  const view = renderEditPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(view.currentPath()).toBe(`/restaurants/${RESTAURANT_ID}`);
});

it('links the restaurant to Yelp, confirms it, and saves the link with Save Changes', async () => {
  const recorder = recordRequests();
  serveRestaurant(aRestaurant({ phone: '', website: '', cuisine: '' }), []);
  serveYelp(recorder);
  serveUpdate(recorder);
  serveTagLinks(recorder);
  server.use(
    http.get('/api/yelp/business/:id/reviews', () =>
      HttpResponse.json({ reviews: [], total: 0, possible_languages: [] }),
    ),
  );
  const view = renderEditPage();

  const yelpName = await screen.findByRole('combobox', { name: 'Restaurant name' });
  expect(yelpName).toHaveValue('Chez Panisse');
  expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue(
    '1517 Shattuck Ave, Berkeley, CA',
  );
  await userEvent.clear(yelpName);
  await userEvent.type(yelpName, 'Golden');
  await userEvent.click(await screen.findByRole('option', { name: /Golden Dragon/ }));

  expect(await screen.findByText('Restaurant linked to Yelp')).toBeVisible();
  const link = screen.getByRole('link', { name: 'View on Yelp' });
  expect(link).toHaveAttribute('href', 'https://www.yelp.com/biz/golden-dragon-boise');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The user's own name and address stay; empty fields come from the listing.
  expect(nameInput()).toHaveValue('Chez Panisse');
  expect(screen.getByLabelText('Address')).toHaveValue('1517 Shattuck Ave, Berkeley, CA');
  expect(screen.getByLabelText('Phone')).toHaveValue('+12085550123');

  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${RESTAURANT_ID}`));
  expect(recorder.of('PUT', `/api/restaurants/${RESTAURANT_ID}`)[0]!.body).toMatchObject({
    name: 'Chez Panisse',
    yelpId: 'golden-dragon-boise',
    lat: 43.61,
    long: -116.2,
    phone: '+12085550123',
    website: 'https://www.yelp.com/biz/golden-dragon-boise',
    cuisine: 'Chinese',
  });
});

it('confirms an existing Yelp link, with the id encoded in the link', async () => {
  serveRestaurant(aRestaurant({ yelpId: 'café/x y' }));
  renderEditPage();
  expect(await screen.findByText('Restaurant linked to Yelp')).toBeVisible();
  expect(screen.getByRole('link', { name: 'View on Yelp' })).toHaveAttribute(
    'href',
    'https://www.yelp.com/biz/caf%C3%A9%2Fx%20y',
  );
});

it('does not suggest for the name the page filled in, only for what the user types', async () => {
  const recorder = recordRequests();
  serveRestaurant();
  serveYelp(recorder);
  renderEditPage();
  await screen.findByRole('combobox', { name: 'Restaurant name' });
  await act(() => delay(450));
  expect(recorder.of('GET', '/api/yelp/autocomplete')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
});

describe('moving the restaurant to another diary (issue 46)', () => {
  const homeTag: Tag = {
    _id: '64b7f0c2a1b2c3d4e5f6d001',
    diaryId: SHARED_DIARY_ID,
    name: 'Brunch',
  };
  const diaryBox = () => screen.getByRole('combobox', { name: 'Diary' });
  const updates = (recorder: Recorder) =>
    recorder.of('PUT', `/api/restaurants/${RESTAURANT_ID}`).map((request) => request.body);

  beforeEach(() => {
    serveRestaurant();
    // Each diary's tags: the picker shows whose it asked for.
    server.use(
      http.get('/api/tags', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('diaryId') === SHARED_DIARY_ID ? [homeTag] : TAGS,
        ),
      ),
    );
  });
  afterEach(() => act(() => currentDiaryStore.set(testUser.id, null)));

  it('offers no Diary to a user who writes one diary only', async () => {
    const diariesAsked = answer('get', '/api/diaries', () => HttpResponse.json([PERSONAL_DIARY]));
    renderEditPage();
    await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(diariesAsked.length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox', { name: 'Diary' })).not.toBeInTheDocument();
  });

  it('offers no Diary when the other diary is one the user only views', async () => {
    const diariesAsked = serveSharedDiary('viewer', []);
    renderEditPage();
    await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(diariesAsked.length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox', { name: 'Diary' })).not.toBeInTheDocument();
  });

  it("offers the diaries the user writes, the restaurant's own chosen, and says what moving takes along", async () => {
    serveSharedDiary('owner', []);
    renderEditPage();
    const diary = await screen.findByRole('combobox', { name: 'Diary' });
    expect(diary).toHaveDisplayValue('My diary');
    expect(
      within(diary)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['My diary', 'Home']);
    expect(diary).toHaveAccessibleDescription(
      'Move this restaurant and its meals to another diary.',
    );
  });

  it("moves it on save with tags of the diary chosen, leaving the app's diary as it was", async () => {
    serveSharedDiary('editor', []);
    const recorder = recordRequests();
    serveUpdate(recorder);
    serveTagLinks(recorder);
    const view = renderEditPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Diary' }), 'Home');

    expect(diaryBox()).toHaveAccessibleDescription(
      'Saving moves this restaurant and its meals to Home. Choose its tags from there.',
    );
    expect(
      screen.queryByRole('list', { name: 'Selected restaurant tags' }),
    ).not.toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Restaurant tags' }),
      'Brunch{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${RESTAURANT_ID}`));
    expect(updates(recorder)).toEqual([
      expect.objectContaining({ name: 'Chez Panisse', diaryId: SHARED_DIARY_ID }),
    ]);
    expect(recorder.received.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', `/api/restaurants/${RESTAURANT_ID}`, expect.anything()],
      ['DELETE', `/api/restaurant-tags/restaurant/${RESTAURANT_ID}`, undefined],
      ['POST', '/api/restaurant-tags', { restaurantId: RESTAURANT_ID, tagId: homeTag._id }],
    ]);
    expect(currentDiaryStore.get(testUser.id)).toBeNull();
  });

  it('sends no diary when the restaurant stays in its own', async () => {
    serveSharedDiary('editor', []);
    const recorder = recordRequests();
    serveUpdate(recorder);
    serveTagLinks(recorder);
    const view = renderEditPage();
    await screen.findByRole('combobox', { name: 'Diary' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), ' and early');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${RESTAURANT_ID}`));
    expect(updates(recorder)).toHaveLength(1);
    expect(updates(recorder)[0]).toMatchObject({ notes: 'Book ahead and early' });
    expect(updates(recorder)[0]).not.toHaveProperty('diaryId');
  });

  it("has both diaries' meals and restaurants read again after the move", async () => {
    serveSharedDiary('editor', []);
    const recorder = recordRequests();
    serveUpdate(recorder);
    serveTagLinks(recorder);
    const view = renderEditPage();
    const mealList = (diaryId?: string) =>
      diaryKeys('meals').list({ filter: 'all', q: '', ...(diaryId && { diaryId }) });
    const cached = [mealList(), mealList(SHARED_DIARY_ID)];
    for (const key of cached) view.queryClient.setQueryData(key, { pages: [], pageParams: [] });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Diary' }), 'Home');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${RESTAURANT_ID}`));
    for (const key of cached)
      expect({ key, invalidated: view.queryClient.getQueryState(key)?.isInvalidated }).toEqual({
        key,
        invalidated: true,
      });
  });

  it("shows the server's reason when the move is refused, and keeps the form as it was", async () => {
    serveSharedDiary('editor', []);
    server.use(
      http.put(`/api/restaurants/${RESTAURANT_ID}`, () =>
        HttpResponse.json(
          { message: 'This Yelp business is already in your diary' },
          { status: 409 },
        ),
      ),
    );
    const view = renderEditPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Diary' }), 'Home');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), ' and early');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText(
        'Failed to update restaurant: This Yelp business is already in your diary',
      ),
    ).toBeVisible();
    expect(screen.getByText('Error saving restaurant')).toBeVisible();
    expect(view.currentPath()).toBe(EDIT_PATH);
    expect(diaryBox()).toHaveDisplayValue('Home');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Book ahead and early');
    expect(currentDiaryStore.get(testUser.id)).toBeNull();
  });
});
